import { createFileRoute } from '@tanstack/react-router';
import { parseCost } from '../../features/site/thank-you/cost-param';
import { ThankYouIsland } from '../../features/site/thank-you/thank-you-island';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/thank-you')({
  staticData: { light: true },
  // Absent stays absent (so /thank-you is served as prerendered, not redirected to ?cost=0).
  validateSearch: (search: { cost?: unknown }): { cost?: number } =>
    search.cost === undefined ? {} : { cost: parseCost(search.cost) },
  head: () => {
    const page = seo({
      title: 'Your Estimate is Ready!',
      description: 'Your preliminary project estimate, and the next steps towards your 4-week MVP.',
      path: '/thank-you',
    });
    // A page per visitor's estimate: not one for search engines.
    return { ...page, meta: [...page.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: ThankYouIsland,
});
