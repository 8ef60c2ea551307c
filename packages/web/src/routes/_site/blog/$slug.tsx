import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/blog/$slug')({
  component: () => <h1 className="p-8 text-3xl font-bold">Post</h1>,
});
