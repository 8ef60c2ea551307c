import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../../features/calculator/calculator-page';
import { QueryProvider } from '../../lib/query-provider';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/calculator')({
  head: () =>
    seo({
      title: 'Check Availability & Cost',
      description:
        'Pick the features your app needs, see a fixed-price estimate instantly, and reserve one of the limited 4-week MVP slots.',
      path: '/calculator',
    }),
  component: () => (
    <QueryProvider>
      <CalculatorPage />
    </QueryProvider>
  ),
});
