import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, MailIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Picture } from '../media/picture';
import { ArticleBody } from './article-body';
import { readTimeLabel, type PostSummary } from './posts';
import { ReadToEndIsland } from './read-to-end-marker';

export function PostPage({ post, html }: { post: PostSummary; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" aria-hidden />
        Back to Blog
      </Link>
      {post.image && (
        <Picture
          image={post.image}
          alt={post.imageAlt ?? ''}
          sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
          priority
          className="mt-6 h-auto w-full rounded-xl bg-muted"
        />
      )}
      <header className="mt-8">
        {post.category && <Badge className="mb-3">{post.category}</Badge>}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-3 flex gap-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-4 w-4" aria-hidden />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" aria-hidden />
            {readTimeLabel(post)}
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
