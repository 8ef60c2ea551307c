import { createFileRoute } from '@tanstack/react-router';
import { PostCard } from '../../../features/site/blog/post-card';
import { posts } from '../../../features/site/blog/posts';
import { seo } from '../../../lib/seo';
import { SITE } from '../../../site-config';

export const Route = createFileRoute('/_site/blog/')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Blog',
      description: `Insights, tutorials, and best practices from the trenches, by ${SITE.owner.name}.`,
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
      {posts.length === 0 ? (
        <p className="mt-12 text-center text-muted-foreground">No posts yet: come back soon.</p>
      ) : (
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            // The first row is above the fold on a wide screen; one card on a phone.
            <PostCard key={post.slug} post={post} eager={index === 0} />
          ))}
        </div>
      )}
    </div>
  );
}
