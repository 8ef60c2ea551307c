import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/analytics')({
  component: () => <h1 className="text-3xl font-bold">analytics</h1>,
});
