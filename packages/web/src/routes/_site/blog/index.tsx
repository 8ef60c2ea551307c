import { createFileRoute } from '@tanstack/react-router';
import { POSTS } from '../../../content/blog/posts';
import { PostCard } from '../../../features/site/blog/post-card';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/blog/')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Blog',
      description:
        'Insights, tutorials, and best practices from the trenches: building MVPs, choosing a stack, what custom apps cost, integrations and security.',
      path: '/blog',
    }),
  component: BlogIndexPage,
});

function BlogIndexPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Blog</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Insights, tutorials, and best practices from the trenches
        </p>
      </header>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {POSTS.map((post, index) => (
          <PostCard key={post.slug} post={post} eager={index < 3} />
        ))}
      </div>
    </div>
  );
}
