import { createFileRoute } from '@tanstack/react-router';
import { CalculatorIsland } from '../../features/site/calculator/calculator-island';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/calculator')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Check Availability & Cost',
      description:
        'Pick the features your app needs, see a fixed-price estimate instantly, and reserve one of the limited 4-week MVP slots.',
      path: '/calculator',
    }),
  component: CalculatorIsland,
});
