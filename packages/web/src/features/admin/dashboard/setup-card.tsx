import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import type { SetupFixPart } from '@leadline/domain';
import { Loading } from '../../../components/ui/load-states';
import { setupChecklistQuery } from './api';

/** A fix as the server words it: names to type as code, screens as links. */
function Fix({ parts }: { parts: SetupFixPart[] }) {
  return parts.map((part, index) =>
    'code' in part ? (
      <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
        {part.code}
      </code>
    ) : 'to' in part ? (
      <Link
        key={index}
        to={part.to}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/**
 * The dashboard's first card while anything is not configured yet (GET /api/admin/setup), each
 * item with how to fix it; gone once the list is empty. Not dismissable: each item is a fault
 * visitors or the owner meet (mail not sent, links to localhost), and it goes once fixed.
 */
export function SetupCard() {
  const headingId = useId();
  const { data, isPending, isError } = useQuery(setupChecklistQuery);
  if (isPending) return <Loading>Loading your setup checklist...</Loading>;
  if (isError) {
    return (
      <p role="alert" className="text-destructive">
        Unable to check your setup. Please try refreshing the page.
      </p>
    );
  }
  const { items } = data;
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-500/60 bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        Finish setting up
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {items.length === 1 ? 'One thing is' : `${items.length} things are`} not configured yet.
        This card goes once everything is.
      </p>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3">
            <CircleAlertIcon
              className="mt-0.5 h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400"
              aria-hidden
            />
            <div className="min-w-0">
              <h3 className="font-medium">{item.title}</h3>
              <p className="mt-1 text-sm wrap-anywhere text-muted-foreground">
                <Fix parts={item.fix} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
