import { CheckIcon, ClockIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import type { CaseStudy } from '../../../content/types';

export function CaseStudyCard({ study, eager }: { study: CaseStudy; eager?: boolean }) {
  const headingId = `case-${study.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border bg-card shadow-sm lg:grid lg:grid-cols-5"
    >
      <img
        src={study.image}
        alt={study.imageAlt}
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[1200/630] w-full bg-muted object-cover lg:col-span-2 lg:h-full"
      />
      <div className="p-6 lg:col-span-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge>{study.industry}</Badge>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4" aria-hidden />
            {study.duration}
          </span>
        </p>
        <h2 id={headingId} className="mt-3 text-xl font-semibold">
          {study.title}
        </h2>
        <p className="text-sm text-muted-foreground">{study.client}</p>
        <p className="mt-3 leading-7">{study.summary}</p>
        <dl className="mt-4 space-y-3 text-sm leading-6">
          <div>
            <dt className="font-semibold">The problem</dt>
            <dd className="text-muted-foreground">{study.problem}</dd>
          </div>
          <div>
            <dt className="font-semibold">What I built</dt>
            <dd className="text-muted-foreground">{study.solution}</dd>
          </div>
        </dl>
        <h3 className="mt-4 text-sm font-semibold">Results</h3>
        <ul className="mt-2 space-y-1">
          {study.results.map((result) => (
            <li key={result} className="flex gap-2 text-sm">
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
              {result}
            </li>
          ))}
        </ul>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Technology">
          {study.stack.map((tech) => (
            <li key={tech} className="rounded-md border px-2 py-0.5 text-xs">
              {tech}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
