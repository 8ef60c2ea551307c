import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/blog/')({
  head: () => seo({ title: 'Blog', description: 'Blog', path: '/blog' }),
  component: () => <h1 className="p-8 text-3xl font-bold">Blog</h1>,
});
