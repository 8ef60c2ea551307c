import { withQueryClient } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { WorkflowWizardPage } from './workflow-wizard-page';

/** The page's whole content, with the query client its form sends through. */
export const WizardRoot = withQueryClient(WorkflowWizardPage);

export const WizardIsland = island('wizard', WizardRoot);
