import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

/**
 * TanStack Query for the parts of the site that use it (the admin area, the forms, the offers'
 * dialogs), around them rather than the whole document: the public pages that have none never load
 * it. The browser has one client per page load, shared by every provider; each prerendered page its own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : (browserClient ??= createQueryClient()),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
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
