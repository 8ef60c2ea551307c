import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/workflow-wizard')({
  head: () =>
    seo({
      title: "Let's Figure Out What You Need",
      description: "Let's Figure Out What You Need",
      path: '/workflow-wizard',
    }),
  component: () => <h1 className="p-8 text-3xl font-bold">Let's Figure Out What You Need</h1>,
});
