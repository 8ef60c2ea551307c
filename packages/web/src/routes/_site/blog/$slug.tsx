import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostNotFound } from '../../../features/site/blog/post-not-found';
import { PostPage } from '../../../features/site/blog/post-page';
import { findPost, loadPostHtml } from '../../../features/site/blog/posts';
import { seo } from '../../../lib/seo';
import { articleJsonLdScript } from '../../../features/site/blog/article-json-ld';

export const Route = createFileRoute('/_site/blog/$slug')({
  staticData: { light: true },
  loader: async ({ params }) => {
    const post = findPost(params.slug);
    const html = post && (await loadPostHtml(post.slug));
    if (!post || html === undefined) throw notFound();
    return { post, html };
  },
  head: ({ loaderData }) => {
    if (!loaderData)
      return { meta: [{ title: 'Post Not Found' }, { name: 'robots', content: 'noindex' }] };
    const { post } = loaderData;
    return {
      ...seo({
        title: post.title,
        description: post.summary,
        path: `/blog/${post.slug}`,
        type: 'article',
      }),
      scripts: [articleJsonLdScript(post)],
    };
  },
  component: function BlogPostRoute() {
    const { post, html } = Route.useLoaderData();
    return <PostPage post={post} html={html} />;
  },
  notFoundComponent: PostNotFound,
});
