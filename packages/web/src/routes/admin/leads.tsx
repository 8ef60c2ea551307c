import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/leads')({
  validateSearch: (search: Record<string, unknown>): { status?: string; page?: number } => ({
    status: typeof search.status === 'string' ? search.status : undefined,
  }),
  component: () => <h1 className="text-3xl font-bold">leads</h1>,
});
