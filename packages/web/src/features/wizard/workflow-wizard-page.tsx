import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { WIZARD_PAGE } from './content';
import { WizardDone } from './wizard-done';
import { WizardForm } from './wizard-form';

/** /workflow-wizard: the questionnaire, then a thank-you panel once it is submitted. */
export function WorkflowWizardPage() {
  const [done, setDone] = useState(false);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="mb-8 space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{WIZARD_PAGE.title}</h1>
        <p className="mx-auto max-w-xl text-muted-foreground">{WIZARD_PAGE.intro}</p>
      </header>
      <Card className="p-6 sm:p-8">
        {done ? <WizardDone /> : <WizardForm onSubmitted={() => setDone(true)} />}
      </Card>
    </div>
  );
}
