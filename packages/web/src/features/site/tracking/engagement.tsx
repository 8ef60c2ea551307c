import { ExitIntentOffer } from '../exit-intent/exit-intent-offer';
import { HotLeadPopup } from '../hot-lead-popup/hot-lead-popup';
import { PageViews } from './page-views';

/** What follows a visitor around the site: page views, and the two offers that depend on the score. */
export function Engagement({ pageOpenedAt }: { pageOpenedAt: number }) {
  return (
    <>
      <PageViews />
      <HotLeadPopup />
      <ExitIntentOffer pageOpenedAt={pageOpenedAt} />
    </>
  );
}
