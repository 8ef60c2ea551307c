import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, MailIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import type { BlogPostMeta } from '../../../content/types';
import { ArticleBody } from './article-body';
import { ReadToEndIsland } from './read-to-end-marker';

export function PostPage({ post, html }: { post: BlogPostMeta; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" aria-hidden />
        Back to Blog
      </Link>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-6 aspect-[1200/630] w-full rounded-xl bg-muted object-cover"
      />
      <header className="mt-8">
        <Badge>{post.category}</Badge>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 flex gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-4 w-4" aria-hidden />
            <time dateTime={post.isoDate}>{post.date}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" aria-hidden />
            {post.readTime}
          </span>
        </p>
      </header>
      <div className="mt-8">
        <ArticleBody html={html} />
      </div>
      <ReadToEndIsland slug={post.slug} />
      <footer className="mt-12 flex flex-col gap-3 border-t pt-8 sm:flex-row sm:justify-between">
        <Link to="/blog" className={buttonClasses('outline')}>
          <ArrowLeftIcon className="h-4 w-4" aria-hidden />
          All Posts
        </Link>
        <Link to="/contact" className={buttonClasses('primary')}>
          <MailIcon className="h-4 w-4" aria-hidden />
          Get in Touch
        </Link>
      </footer>
    </article>
  );
}
