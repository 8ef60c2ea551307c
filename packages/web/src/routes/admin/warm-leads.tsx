import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/warm-leads')({
  component: () => <h1 className="text-3xl font-bold">warm-leads</h1>,
});
