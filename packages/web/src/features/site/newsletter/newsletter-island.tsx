import { usePageSearch } from '../../../lib/page-location';
import { QueryProvider } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { newsletterLink } from './newsletter-link';
import { NewsletterPage } from './newsletter-page';

/** The page for the link of its query (a content page reads its own query). */
export function NewsletterRoot() {
  return (
    <QueryProvider>
      <NewsletterPage {...newsletterLink(usePageSearch())} />
    </QueryProvider>
  );
}

export const NewsletterIsland = island('newsletter', NewsletterRoot);
