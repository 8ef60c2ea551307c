import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import type { BlogPostMeta } from '../../../content/types';

export function PostCard({ post, eager }: { post: BlogPostMeta; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:border-primary">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[1200/630] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Badge className="self-start">{post.category}</Badge>
        <h2 className="mt-3 text-lg font-semibold">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{post.excerpt}</p>
        <p className="mt-4 flex gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-3.5 w-3.5" aria-hidden />
            <time dateTime={post.isoDate}>{post.date}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5" aria-hidden />
            {post.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
