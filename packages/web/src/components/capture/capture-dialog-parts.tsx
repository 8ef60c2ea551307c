/**
 * What the two address-capture dialogs (the hot-lead popup and the exit-intent offer) share: the
 * thank-you view that takes the focus and closes the dialog after a while, and the row of buttons.
 */
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, type Ref } from 'react';
import { Button } from '../ui/button';

/** Once `sent`, focuses the thank-you view (the ref) and closes the dialog after `closeAfterMs`. */
export function useSuccessView(sent: boolean, close: () => void, closeAfterMs: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    ref.current?.focus();
    const timer = setTimeout(close, closeAfterMs);
    return () => clearTimeout(timer);
  }, [sent, close, closeAfterMs]);
  return ref;
}

export function CaptureSuccess({
  ref,
  title,
  body,
}: {
  ref: Ref<HTMLDivElement>;
  title: string;
  body: string;
}) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-2 py-4 text-center outline-none">
      <CircleCheckIcon className="mx-auto h-10 w-10 text-success" aria-hidden />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">{body}</p>
    </div>
  );
}

/** Decline, and the submit button that waits for an address and says when it is sending. */
export function CaptureActions({
  copy,
  onDecline,
  pending,
  ready,
}: {
  copy: { decline: string; submit: string; sending: string };
  onDecline: () => void;
  pending: boolean;
  /** Whether an address has been typed. */
  ready: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onDecline}>
        {copy.decline}
      </Button>
      <Button type="submit" disabled={!ready || pending}>
        {pending ? copy.sending : copy.submit}
      </Button>
    </div>
  );
}
