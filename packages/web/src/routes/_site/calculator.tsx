import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/calculator')({
  head: () =>
    seo({
      title: 'Check Availability & Cost',
      description: 'Check Availability & Cost',
      path: '/calculator',
    }),
  component: () => <h1 className="p-8 text-3xl font-bold">Check Availability &amp; Cost</h1>,
});
