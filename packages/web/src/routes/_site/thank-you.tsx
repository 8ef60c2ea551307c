import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/thank-you')({
  head: () =>
    seo({
      title: 'Your Estimate is Ready!',
      description: 'Your Estimate is Ready!',
      path: '/thank-you',
    }),
  component: () => <h1 className="p-8 text-3xl font-bold">Your Estimate is Ready!</h1>,
});
