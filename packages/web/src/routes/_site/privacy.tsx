import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/site/privacy/privacy-page';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/privacy')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Privacy',
      description:
        'What this site records about visitors and why, the cookies and storage it uses, how long data is kept, and how to get a copy or have it erased.',
      path: '/privacy',
    }),
  component: PrivacyPage,
});
