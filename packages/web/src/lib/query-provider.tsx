import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * TanStack Query for a part of a content page that sends through it (a form, an offer's dialog).
 * Inside the router the router's client is already provided (router.tsx) and is used as it is; an
 * island hydrated without the router (features/site/islands) gets a client of its own, so a content
 * page that has no such part never loads TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const routerClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (routerClient ? undefined : createQueryClient()));
  if (!ownClient) return children;
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}

/** `Page` inside a QueryProvider: a page whose form sends through TanStack Query. */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}
