import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ANALYTICS_POLL_MS } from '../constants';

/**
 * A titled report card. It keeps showing the last numbers while a poll fails; without any numbers
 * it says so quietly (analytics failures are never loud, SPEC section 8).
 */
export function ReportSection<T>({
  title,
  description,
  query,
  className,
  children,
}: {
  title: string;
  description?: string;
  query: Pick<UseQueryResult<T>, 'data' | 'isPending'>;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={cn('min-w-0 max-sm:p-4', className)}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-4">
          <ReportBody query={query}>{children}</ReportBody>
        </div>
      </section>
    </Card>
  );
}

export function ReportBody<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending'>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      Not available right now; this refreshes every {ANALYTICS_POLL_MS / 1000} seconds.
    </p>
  );
}
