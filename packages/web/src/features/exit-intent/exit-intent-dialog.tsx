import { LIMITS } from '@leadline/server/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { InputField } from '../../components/ui/field';
import { sendExitCapture } from './api';
import { EXIT_COPY } from './content';

/** How long the success view stays before the dialog closes itself. */
const SUCCESS_CLOSE_MS = 3000;

export interface ExitIntentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
}

/** The checklist offer: an address (and a name) for the Free MVP Planning Checklist by mail. */
export function ExitIntentDialog({ open, onOpenChange, sessionId }: ExitIntentDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const successRef = useRef<HTMLDivElement>(null);
  const capture = useMutation({ mutationFn: sendExitCapture });
  const sent = capture.isSuccess;

  useEffect(() => {
    if (!sent) return;
    successRef.current?.focus();
    const timer = setTimeout(() => onOpenChange(false), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || capture.isPending) return;
    capture.mutate({
      sessionId,
      email: address,
      name: name.trim() || null,
      pageUrl: window.location.pathname,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={EXIT_COPY.title}
      description={EXIT_COPY.description}
    >
      {sent ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="space-y-2 py-4 text-center outline-none"
        >
          <CircleCheckIcon className="mx-auto h-10 w-10 text-success" aria-hidden />
          <p className="text-lg font-semibold">{EXIT_COPY.successTitle}</p>
          <p className="text-sm text-muted-foreground">{EXIT_COPY.successBody}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <InputField
            label={EXIT_COPY.emailLabel}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            placeholder={EXIT_COPY.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <InputField
            label={EXIT_COPY.nameLabel}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {capture.isError && (
            <p role="alert" className="text-sm text-destructive">
              {EXIT_COPY.failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {EXIT_COPY.decline}
            </Button>
            <Button type="submit" disabled={email.trim() === '' || capture.isPending}>
              {capture.isPending ? EXIT_COPY.sending : EXIT_COPY.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
