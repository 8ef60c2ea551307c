import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage, type NewsletterLink } from '../../features/newsletter/newsletter-page';
import { QueryProvider } from '../../lib/query-provider';
import { seo } from '../../lib/seo';

const token = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;

export const Route = createFileRoute('/_site/newsletter')({
  validateSearch: (search: Record<string, unknown>): NewsletterLink => {
    const confirm = token(search.confirm);
    const unsubscribe = token(search.unsubscribe);
    return { ...(confirm && { confirm }), ...(unsubscribe && { unsubscribe }) };
  },
  head: () => {
    const page = seo({
      title: 'Newsletter',
      description: 'Confirm or end your subscription to the newsletter.',
      path: '/newsletter',
    });
    // Reached from links in our mails only.
    return { ...page, meta: [...page.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: NewsletterRoute,
});

function NewsletterRoute() {
  return (
    <QueryProvider>
      <NewsletterPage {...Route.useSearch()} />
    </QueryProvider>
  );
}
