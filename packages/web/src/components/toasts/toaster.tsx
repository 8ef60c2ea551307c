import { XIcon } from 'lucide-react';
import { Toast as Primitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, toasts } from './toast-store';

const NO_TOASTS: readonly [] = [];
const noToasts = () => NO_TOASTS;

/** Renders the toast queue; Radix gives the swipe, the F8 hotkey and the live region. */
export function Toaster() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, noToasts);
  return (
    <Primitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <Primitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) toasts.dismiss(item.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <Primitive.Title className="text-sm font-semibold">{item.title}</Primitive.Title>
            {item.description && (
              <Primitive.Description className="text-sm opacity-90">
                {item.description}
              </Primitive.Description>
            )}
          </div>
          <Primitive.Close aria-label="Close" className="absolute top-2 right-2 rounded-md p-1">
            <XIcon className="h-4 w-4" aria-hidden />
          </Primitive.Close>
        </Primitive.Root>
      ))}
      <Primitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
      />
    </Primitive.Provider>
  );
}
