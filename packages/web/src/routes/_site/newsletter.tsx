import { createFileRoute } from '@tanstack/react-router';
import { NewsletterIsland } from '../../features/site/newsletter/newsletter-island';
import { newsletterLink } from '../../features/site/newsletter/newsletter-link';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/newsletter')({
  staticData: { light: true },
  validateSearch: newsletterLink,
  head: () => {
    const page = seo({
      title: 'Newsletter',
      description: 'Confirm or end your subscription to the newsletter.',
      path: '/newsletter',
    });
    // Reached from links in our mails only.
    return { ...page, meta: [...page.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: NewsletterIsland,
});
