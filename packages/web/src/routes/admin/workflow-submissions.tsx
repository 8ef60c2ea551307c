import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/workflow-submissions')({
  component: () => <h1 className="text-3xl font-bold">workflow-submissions</h1>,
});
