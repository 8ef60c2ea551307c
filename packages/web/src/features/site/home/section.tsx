import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section with a centred heading: the rhythm of the landing page. */
export function Section({ id, title, intro, className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('px-4 py-16', className)}>
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro && (
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
