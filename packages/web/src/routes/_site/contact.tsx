import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/contact')({
  head: () => seo({ title: 'Get in Touch', description: 'Get in Touch', path: '/contact' }),
  component: () => <h1 className="p-8 text-3xl font-bold">Get in Touch</h1>,
});
