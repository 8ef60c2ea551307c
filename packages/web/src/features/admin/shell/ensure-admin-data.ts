import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery, isAdmin } from './api';

/**
 * The admin area's beforeLoad: who is signed in, asked once and kept, before any screen's loader
 * runs. A failed answer is left in the query for the gate to show (admin-gate.tsx), not thrown.
 */
export async function ensureCurrentUser({ queryClient }: { queryClient: QueryClient }) {
  await queryClient.ensureQueryData(currentUserQuery).catch(() => null);
}

/**
 * A screen's loader: starts its queries as the route loads, beside the screen's code (a chunk of
 * its own), for an admin only: anyone else is shown 'Access Denied', and the API would refuse
 * them. Not awaited: the screen's `useQuery` of the same options finds the request under way (or
 * its answer) and shows its own loading, empty and failed states; a failure stays in that query.
 */
export function ensureAdminData(
  { queryClient }: { queryClient: QueryClient },
  ensure: (client: QueryClient) => Promise<unknown> | Promise<unknown>[],
): void {
  if (!isAdmin(queryClient.getQueryData(currentUserQuery.queryKey))) return;
  for (const loading of [ensure(queryClient)].flat()) loading.catch(() => undefined);
}
