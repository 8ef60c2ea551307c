import { CheckIcon, ClockIcon, ExternalLinkIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import type { CaseStudyView } from '../../../../site-plugin/types';
import { ArticleBody } from '../blog/article-body';
import { Picture } from '../media/picture';

/** One case study: its screenshot whole (at its own aspect ratio), the story, results and stack. */
export function CaseStudyCard({ study, eager }: { study: CaseStudyView; eager?: boolean }) {
  const headingId = `case-${study.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border bg-card shadow-sm lg:grid lg:grid-cols-5 lg:items-start"
    >
      <div className="bg-muted lg:col-span-2">
        <Picture
          image={study.image}
          alt={study.imageAlt}
          sizes="(min-width: 1152px) 440px, (min-width: 1024px) 40vw, calc(100vw - 2rem)"
          priority={eager}
          className="block h-auto w-full"
        />
      </div>
      <div className="p-6 lg:col-span-3">
        {(study.industry || study.duration) && (
          <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {study.industry && <Badge>{study.industry}</Badge>}
            {study.duration && (
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="h-4 w-4" aria-hidden />
                {study.duration}
              </span>
            )}
          </p>
        )}
        <h2 id={headingId} className="text-xl font-semibold">
          {study.title}
        </h2>
        {study.client && <p className="text-sm text-muted-foreground">{study.client}</p>}
        <p className="mt-3 leading-7">{study.summary}</p>
        {study.html && (
          <div className="mt-4">
            <ArticleBody html={study.html} compact />
          </div>
        )}
        {study.results && study.results.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold">Results</h3>
            <ul className="mt-2 space-y-1">
              {study.results.map((result) => (
                <li key={result} className="flex gap-2 text-sm">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                  {result}
                </li>
              ))}
            </ul>
          </>
        )}
        {study.stack && study.stack.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Technology">
            {study.stack.map((tech) => (
              <li key={tech} className="rounded-md border px-2 py-0.5 text-xs">
                {tech}
              </li>
            ))}
          </ul>
        )}
        {study.url && (
          <a
            href={study.url}
            rel="noopener noreferrer"
            target="_blank"
            className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            See the live project<span className="sr-only">: {study.title}</span>
            <ExternalLinkIcon className="h-4 w-4" aria-hidden />
          </a>
        )}
      </div>
    </article>
  );
}
