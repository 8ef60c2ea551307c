import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/portfolio')({
  head: () => seo({ title: 'Portfolio', description: 'Portfolio', path: '/portfolio' }),
  component: () => <h1 className="p-8 text-3xl font-bold">Portfolio</h1>,
});
