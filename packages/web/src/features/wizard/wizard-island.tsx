import { QueryProvider } from '../../lib/query-provider';
import { island } from '../islands/island';
import { WorkflowWizardPage } from './workflow-wizard-page';

/** The page's whole content, with the query client its form submits through. */
export function WizardRoot() {
  return (
    <QueryProvider>
      <WorkflowWizardPage />
    </QueryProvider>
  );
}

export const WizardIsland = island('wizard', WizardRoot);
