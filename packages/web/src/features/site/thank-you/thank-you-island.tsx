import { usePageSearch } from '../../../lib/page-location';
import { island } from '../islands/island';
import { parseCost } from './cost-param';
import { ThankYouPage } from './thank-you-page';

/** The page with the estimate of its ?cost= (a content page reads its own query). */
export function ThankYouRoot() {
  return <ThankYouPage cost={parseCost(usePageSearch().cost)} />;
}

export const ThankYouIsland = island('thank-you', ThankYouRoot);
