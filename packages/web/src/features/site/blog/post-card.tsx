import { Link } from '@tanstack/react-router';
import { CalendarIcon, ClockIcon, NewspaperIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Picture } from '../media/picture';
import { readTimeLabel, type PostSummary } from './posts';

const COVER = 'aspect-[1200/630] w-full bg-muted object-cover';

export function PostCard({ post, eager }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:border-primary">
      {post.image ? (
        <Picture
          image={post.image}
          alt={post.imageAlt ?? ''}
          sizes="(min-width: 1152px) 360px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={eager}
          className={COVER}
        />
      ) : (
        // A post without a cover keeps the grid's rhythm with a quiet panel of the site's colours.
        <div
          aria-hidden
          className={`${COVER} flex items-center justify-center bg-gradient-to-br from-accent to-muted`}
        >
          <NewspaperIcon className="h-12 w-12 text-primary/60" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {post.category && <Badge className="mb-3 self-start">{post.category}</Badge>}
        <h2 className="text-lg font-semibold">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{post.summary}</p>
        <p className="mt-4 flex gap-4 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="h-3.5 w-3.5" aria-hidden />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-3.5 w-3.5" aria-hidden />
            {readTimeLabel(post)}
          </span>
        </p>
      </div>
    </article>
  );
}
