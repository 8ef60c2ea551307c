import { createFileRoute } from '@tanstack/react-router';
import { ManageIsland } from '../../../features/site/booking/manage-island';
import { MANAGE_PAGE } from '../../../features/site/booking/page-copy';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/book/manage')({
  staticData: { light: true },
  head: () => {
    const page = seo({
      title: MANAGE_PAGE.title,
      description: MANAGE_PAGE.metaDescription,
      path: '/book/manage',
    });
    // One visitor's booking, reached from its mails only.
    return { ...page, meta: [...page.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: ManageIsland,
});
