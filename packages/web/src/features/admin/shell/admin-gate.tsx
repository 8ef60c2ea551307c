import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { currentUserQuery, isAdmin } from './api';

/** The admin area's three states (SPEC section 4): loading, denied, allowed. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useQuery(currentUserQuery);
  const location = useLocation();
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (!isAdmin(user)) {
    return (
      <main className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Access Denied</h1>
        <p className="mt-3 text-muted-foreground">
          You don&apos;t have permission to access this page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/" className={buttonClasses('primary')}>
            Go Home
          </Link>
          {/* Anonymous, not turned away: signing in brings them back to this very screen. */}
          {!user && (
            <a
              href={`/api/login?returnTo=${encodeURIComponent(location.pathname + location.searchStr)}`}
              className={buttonClasses('outline')}
            >
              Sign in
            </a>
          )}
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
