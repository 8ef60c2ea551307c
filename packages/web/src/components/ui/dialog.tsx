import { XIcon } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const SIDES = {
  center:
    'top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl',
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl',
  left: 'inset-y-0 left-0 h-full max-w-[85vw]',
} as const;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** 'center' for a dialog, 'bottom' for a bottom sheet, 'left' for a drawer. */
  side?: 'center' | 'bottom' | 'left';
  /**
   * Where focus lands on opening: the first focusable element (Radix's default, right for forms), or
   * the dialog itself, for a dialog to be read from its top (its first focusable element may be a
   * glossary term, whose card would open on focus and cover the text).
   */
  initialFocus?: 'first' | 'dialog';
}

/** A modal dialog: focus trapped and returned, closes on Escape, outside click or the close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  side = 'center',
  initialFocus = 'first',
}: DialogProps) {
  // Opened without a Radix Trigger, Radix has nowhere to send the focus on close: return it ourselves.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Primitive.Content
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus === 'dialog' && event.currentTarget instanceof HTMLElement) {
              event.preventDefault();
              event.currentTarget.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            'fixed z-50 overflow-y-auto border bg-card p-6 text-foreground shadow-xl outline-none',
            SIDES[side],
            className,
          )}
        >
          <Primitive.Title className="pr-8 text-xl font-semibold">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </Primitive.Description>
          ) : (
            <Primitive.Description className="sr-only">{title}</Primitive.Description>
          )}
          <div className="mt-4">{children}</div>
          <Primitive.Close
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <XIcon className="h-5 w-5" aria-hidden />
          </Primitive.Close>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
