import { createFileRoute } from '@tanstack/react-router';
import { ContactIsland } from '../../features/site/contact/contact-island';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/contact')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Get in Touch',
      description:
        'Send a message about your web app or MVP project: a direct reply from the developer within 24 hours.',
      path: '/contact',
    }),
  component: ContactIsland,
});
