import { lazy, Suspense, useState } from 'react';
import { useIdle } from '../../../lib/use-idle';

// Its own chunk, fetched and run once the page is idle: the page view, the score watch and the
// exit-intent watch wait a moment instead of adding to the first load's work.
const Engagement = lazy(() =>
  import('./engagement').then((module) => ({ default: module.Engagement })),
);

// When the page opened: set by the first mount, kept when the router takes a content page over
// (features/site/islands) and mounts this again.
let pageOpenedAt: number | undefined;

/** Starts page-view reporting and the offers once the browser is first idle (use-idle.ts). */
export function DeferredEngagement() {
  // When the page opened (hydration), not when the watches start.
  const [openedAt] = useState(() => (pageOpenedAt ??= Date.now()));
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Engagement pageOpenedAt={openedAt} />
    </Suspense>
  );
}
