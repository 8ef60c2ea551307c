import { LIMITS } from '@leadline/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import {
  CaptureActions,
  CaptureSuccess,
  useSuccessView,
} from '../../components/capture/capture-dialog-parts';
import { Dialog } from '../../components/ui/dialog';
import { InputField } from '../../components/ui/field';
import { sendExitCapture } from './api';
import { EXIT_COPY } from './content';
import { QueryProvider } from '../../lib/query-provider';

/** How long the success view stays before the dialog closes itself. */
const SUCCESS_CLOSE_MS = 3000;

export interface ExitIntentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
}

/** The checklist offer: an address (and a name) for the Free MVP Planning Checklist by mail. */
function ExitIntentDialogContent({ open, onOpenChange, sessionId }: ExitIntentDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const capture = useMutation({ mutationFn: sendExitCapture });
  const sent = capture.isSuccess;

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const successRef = useSuccessView(sent, close, SUCCESS_CLOSE_MS);

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
        <CaptureSuccess
          ref={successRef}
          title={EXIT_COPY.successTitle}
          body={EXIT_COPY.successBody}
        />
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
          <CaptureActions
            copy={EXIT_COPY}
            onDecline={() => onOpenChange(false)}
            pending={capture.isPending}
            ready={email.trim() !== ''}
          />
        </form>
      )}
    </Dialog>
  );
}

/** The dialog with the query client its form's mutation needs (loaded with it, not with the page). */
export function ExitIntentDialog(props: ExitIntentDialogProps) {
  return (
    <QueryProvider>
      <ExitIntentDialogContent {...props} />
    </QueryProvider>
  );
}
