import { CalculatorIcon, ClockIcon, DollarSignIcon, WorkflowIcon } from 'lucide-react';
import { CtaLink } from '../cta/cta-link';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import type { Service } from '../../../../site-plugin/types';
import { RichText } from '../glossary/rich-text';

/** The file's body: paragraphs apart by blank lines, each a run of text. */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

interface ServiceDialogProps {
  service: Service | null;
  onClose: () => void;
}

/** The service modal: everything about one service, closed by its button, Escape or an outside click. */
export function ServiceDialog({ service, onClose }: ServiceDialogProps) {
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={service?.title ?? ''}
      description={service?.tagline}
      className="max-w-2xl"
      initialFocus="dialog"
    >
      {service && (
        <div className="space-y-5 text-sm">
          {paragraphs(service.body).map((paragraph, index) => (
            <p key={index} className="leading-6">
              <RichText text={paragraph} />
            </p>
          ))}
          <Badge>Ideal for: {service.idealFor}</Badge>
          <section>
            <h3 className="mb-2 font-semibold">Examples</h3>
            <ul className="list-disc space-y-1 pl-5">
              {service.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="mb-2 font-semibold">What you get</h3>
            <ul className="list-disc space-y-1 pl-5">
              {service.whatYouGet.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <dl className="grid grid-cols-2 gap-4 rounded-lg bg-muted p-4">
            <div>
              <dt className="flex items-center gap-1 text-muted-foreground">
                <ClockIcon className="h-4 w-4" aria-hidden /> Timeline
              </dt>
              <dd className="font-semibold">{service.timeline}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-muted-foreground">
                <DollarSignIcon className="h-4 w-4" aria-hidden /> Typical range
              </dt>
              <dd className="font-semibold">{service.price}</dd>
            </div>
          </dl>
          <div className="flex flex-col gap-2 sm:flex-row">
            <CtaLink to="/calculator" cta={`service-${service.id}-calculator`} className="flex-1">
              <CalculatorIcon className="h-4 w-4" aria-hidden /> Get a Cost Estimate
            </CtaLink>
            <CtaLink
              to="/workflow-wizard"
              cta={`service-${service.id}-wizard`}
              variant="outline"
              className="flex-1"
            >
              <WorkflowIcon className="h-4 w-4" aria-hidden /> Discuss My Workflow
            </CtaLink>
          </div>
        </div>
      )}
    </Dialog>
  );
}
