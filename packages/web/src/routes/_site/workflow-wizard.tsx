import { createFileRoute } from '@tanstack/react-router';
import { WizardIsland } from '../../features/site/wizard/wizard-island';
import { WIZARD_PAGE } from '../../features/site/wizard/page-copy';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/workflow-wizard')({
  staticData: { light: true },
  head: () =>
    seo({
      title: WIZARD_PAGE.title,
      description: WIZARD_PAGE.metaDescription,
      path: '/workflow-wizard',
    }),
  component: WizardIsland,
});
