import { createFileRoute } from '@tanstack/react-router';
import { parseCost } from '../../features/thank-you/cost-param';
import { ThankYouPage } from '../../features/thank-you/thank-you-page';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/thank-you')({
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
  component: ThankYouRoute,
});

function ThankYouRoute() {
  const { cost } = Route.useSearch();
  return <ThankYouPage cost={cost ?? 0} />;
}
