import { createFileRoute } from '@tanstack/react-router';
import { BookIsland } from '../../../features/site/booking/book-island';
import { BOOK_PAGE } from '../../../features/site/booking/page-copy';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/book/')({
  staticData: { light: true },
  head: () =>
    seo({ title: BOOK_PAGE.title, description: BOOK_PAGE.metaDescription, path: '/book' }),
  component: BookIsland,
});
