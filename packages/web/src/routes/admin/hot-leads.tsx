import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/hot-leads')({
  component: () => <h1 className="text-3xl font-bold">hot-leads</h1>,
});
