import { useMemo, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { Card } from '../../../components/ui/card';
import { WIZARD_PAGE } from './content';
import { WizardDone } from './wizard-done';
import { readDraft } from './wizard-draft';
import { WizardForm } from './wizard-form';

/** /workflow-wizard: the questionnaire, then a thank-you panel once it is submitted. */
export function WorkflowWizardPage() {
  const [done, setDone] = useState(false);
  // The prerendered page starts empty; once hydrated, a draft of this tab (a reload) takes over.
  const hydrated = useHydrated();
  const draft = useMemo(() => (hydrated ? readDraft() : undefined), [hydrated]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="mb-8 space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{WIZARD_PAGE.title}</h1>
        <p className="mx-auto max-w-xl text-muted-foreground">{WIZARD_PAGE.intro}</p>
      </header>
      <Card className="p-6 sm:p-8">
        {done ? (
          <WizardDone />
        ) : (
          <WizardForm
            key={draft ? 'resumed' : 'fresh'}
            draft={draft}
            onSubmitted={() => setDone(true)}
          />
        )}
      </Card>
    </div>
  );
}
