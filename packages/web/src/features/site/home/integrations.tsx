import { DatabaseIcon, MessagesSquareIcon, PlugZapIcon, RefreshCwIcon } from 'lucide-react';
import { CtaLink } from '../cta/cta-link';
import { Card } from '../../../components/ui/card';
import { home } from 'virtual:site/home';
import { RichText } from '../glossary/rich-text';
import { Section } from './section';

const ICONS = [DatabaseIcon, PlugZapIcon, RefreshCwIcon, MessagesSquareIcon];

export function Integrations() {
  return (
    <Section
      id="integrations"
      title="Built to Connect With What You Already Use"
      className="bg-muted/50"
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {home.integrations.map((card, index) => {
          const Icon = ICONS[index % ICONS.length] ?? DatabaseIcon;
          return (
            <Card key={card.title}>
              <Icon className="h-8 w-8 text-primary" aria-hidden />
              <h3 className="mt-4 font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">
                <RichText text={card.description} />
              </p>
            </Card>
          );
        })}
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <CtaLink to="/calculator" cta="integrations-calculator">
          Estimate My Project
        </CtaLink>
        <CtaLink to="/contact" cta="integrations-contact" variant="outline">
          Ask About an Integration
        </CtaLink>
      </div>
    </Section>
  );
}
