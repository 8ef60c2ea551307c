import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/services')({
  head: () => seo({ title: 'Services', description: 'Services', path: '/services' }),
  component: () => <h1 className="p-8 text-3xl font-bold">Services</h1>,
});
