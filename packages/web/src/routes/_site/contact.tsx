import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { QueryProvider } from '../../lib/query-provider';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/contact')({
  head: () =>
    seo({
      title: 'Get in Touch',
      description:
        'Send a message about your web app or MVP project: a direct reply from the developer within 24 hours.',
      path: '/contact',
    }),
  component: () => (
    <QueryProvider>
      <ContactPage />
    </QueryProvider>
  ),
});
