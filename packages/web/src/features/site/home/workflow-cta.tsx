import { WorkflowIcon } from 'lucide-react';
import { CtaLink } from '../cta/cta-link';

export function WorkflowCta() {
  return (
    <section aria-labelledby="workflow-cta-heading" className="px-4 py-16">
      <div className="mx-auto max-w-3xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
        <h2 id="workflow-cta-heading" className="text-3xl font-bold">
          Not Sure What You Need Yet?
        </h2>
        <p className="mt-3 opacity-90">
          Answer seven quick questions about how your team works today. I&apos;ll reply within 24
          hours with what I would build first.
        </p>
        <CtaLink
          to="/workflow-wizard"
          cta="home-wizard"
          variant="secondary"
          size="lg"
          className="mt-8"
        >
          <WorkflowIcon className="h-5 w-5" aria-hidden />
          Discuss My Workflow
        </CtaLink>
      </div>
    </section>
  );
}
