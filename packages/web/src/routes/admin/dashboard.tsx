import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/dashboard')({
  component: () => <h1 className="p-8 text-3xl font-bold">Dashboard</h1>,
});
