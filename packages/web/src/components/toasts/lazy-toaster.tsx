import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const anyToast = () => toasts.getSnapshot().length > 0;
const none = () => false;

/** Loads the toast viewport (Radix Toast) with the first toast, so pages without one never pay for it. */
export function LazyToaster() {
  const needed = useSyncExternalStore(toasts.subscribe, anyToast, none);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
