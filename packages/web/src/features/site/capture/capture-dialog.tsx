/**
 * The dialog of the two address-capture offers (the hot-lead popup and the exit-intent offer): an
 * address and an optional name, sent once; then a thank-you view that takes the focus and closes
 * the dialog after a while.
 */
import { LIMITS } from '@leadline/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { QueryProvider } from '../../../lib/query-provider';

export interface CaptureCopy {
  title: string;
  description: string;
  nameLabel: string;
  namePlaceholder?: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
  sending: string;
  decline: string;
  successTitle: string;
  successBody: string;
  /** Under the form, when the offer has a word to add. */
  footer?: string;
}

/** What the visitor gave (the address trimmed, the name null when left empty), and where. */
export interface CapturedAddress {
  email: string;
  name: string | null;
  /** The path of the page it was given on. */
  pageUrl: string;
}

export interface CaptureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: CaptureCopy;
  /** The fields in the order the offer asks for them. */
  fields: readonly ['email', 'name'] | readonly ['name', 'email'];
  /** Resolves once the server has the address. */
  send: (address: CapturedAddress) => Promise<unknown>;
  onSent?: () => void;
  /** Shown in the form when sending failed; without it, `onFailed` tells the visitor. */
  failure?: string;
  onFailed?: () => void;
  /** Closed before an address was sent: No Thanks, the close icon, Escape, a click outside. */
  onDeclined?: () => void;
  /** How long the thank-you view stays before the dialog closes itself. */
  successCloseMs: number;
}

/** What an offer hands its dialog: whether it shows, and the session the address goes with. */
export interface OfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
}

/** The dialog with the query client its mutation needs (loaded with it, not with the page). */
export function CaptureDialog(props: CaptureDialogProps) {
  return (
    <QueryProvider>
      <CaptureDialogContent {...props} />
    </QueryProvider>
  );
}

function CaptureDialogContent({
  open,
  onOpenChange,
  copy,
  fields,
  send,
  onSent,
  failure,
  onFailed,
  onDeclined,
  successCloseMs,
}: CaptureDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const capture = useMutation({ mutationFn: send, onSuccess: onSent, onError: onFailed });
  const sent = capture.isSuccess;

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const successRef = useSuccessView(sent, close, successCloseMs);

  const changeOpen = (next: boolean) => {
    if (!next && !sent) onDeclined?.();
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || capture.isPending) return;
    capture.mutate({
      email: address,
      name: name.trim() || null,
      pageUrl: window.location.pathname,
    });
  };

  const inputs = {
    name: (
      <InputField
        key="name"
        label={copy.nameLabel}
        name="name"
        autoComplete="name"
        maxLength={LIMITS.name}
        placeholder={copy.namePlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    ),
    email: (
      <InputField
        key="email"
        label={copy.emailLabel}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        placeholder={copy.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
    ),
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title={copy.title} description={copy.description}>
      {sent ? (
        <CaptureSuccess ref={successRef} title={copy.successTitle} body={copy.successBody} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          {fields.map((field) => inputs[field])}
          {capture.isError && failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {copy.decline}
            </Button>
            <Button type="submit" disabled={email.trim() === '' || capture.isPending}>
              {capture.isPending ? copy.sending : copy.submit}
            </Button>
          </div>
          {copy.footer && (
            <p className="text-center text-xs text-muted-foreground">{copy.footer}</p>
          )}
        </form>
      )}
    </Dialog>
  );
}

/** Once `sent`, focuses the thank-you view (the ref) and closes the dialog after `closeAfterMs`. */
function useSuccessView(sent: boolean, close: () => void, closeAfterMs: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    ref.current?.focus();
    const timer = setTimeout(close, closeAfterMs);
    return () => clearTimeout(timer);
  }, [sent, close, closeAfterMs]);
  return ref;
}

function CaptureSuccess({
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
