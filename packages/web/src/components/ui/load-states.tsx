import type { ReactNode } from 'react';
import { Card } from './card';

/** What an admin screen shows while its data loads ("Loading messages..."). */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-muted-foreground">
      {children}
    </p>
  );
}

/** What an admin screen shows when its data could not be loaded. */
export function LoadFailed({ title }: { title: string }) {
  return (
    <Card role="alert">
      <p className="font-semibold text-destructive">{title}</p>
      <p className="mt-1 text-muted-foreground">
        Please check your permissions or try refreshing the page.
      </p>
    </Card>
  );
}
