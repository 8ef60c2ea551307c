import { createFileRoute } from '@tanstack/react-router';
import { WIZARD_PAGE } from '../../features/wizard/page-copy';
import { WorkflowWizardPage } from '../../features/wizard/workflow-wizard-page';
import { QueryProvider } from '../../lib/query-provider';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/workflow-wizard')({
  head: () =>
    seo({
      title: WIZARD_PAGE.title,
      description: WIZARD_PAGE.metaDescription,
      path: '/workflow-wizard',
    }),
  component: () => (
    <QueryProvider>
      <WorkflowWizardPage />
    </QueryProvider>
  ),
});
