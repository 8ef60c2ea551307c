import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A list row's address, linked to its person's record when the address is known. */
export function PersonLink({
  personId,
  children,
  className,
}: {
  personId: string | null;
  children: ReactNode;
  className?: string;
}) {
  if (!personId) return <span className={className}>{children}</span>;
  return (
    <Link
      to="/admin/people/$personId"
      params={{ personId }}
      className={`${className ?? ''} underline-offset-4 hover:underline`}
      title="Open this person's record"
    >
      {children}
    </Link>
  );
}
