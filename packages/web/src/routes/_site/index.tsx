import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/')({
  head: () =>
    seo({
      title: 'Custom Web Apps & MVPs in 4 Weeks',
      description:
        'A solo developer building custom web apps and MVPs in 4 weeks at a fixed price: workflow automation, integrations and dashboards.',
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  return <h1 className="p-8 text-4xl font-bold">Stop Working Inside the Box</h1>;
}
