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
import { sendEmailCapture } from './api';
import { POPUP_COPY } from './content';
import type { PopupFlagStore } from './popup-flags';
import { HOT_POPUP_TIMING } from './timing';
import { QueryProvider } from '../../lib/query-provider';

export interface HotLeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionId: string;
  /** The score that opened the popup, sent with the address. */
  score: number;
  flags: PopupFlagStore;
}

/** The offer of a free consultation, and the thank-you that replaces it once the address is in. */
function HotLeadDialogContent({ open, onOpenChange, sessionId, score, flags }: HotLeadDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const capture = useMutation({
    mutationFn: sendEmailCapture,
    onSuccess: () => flags.record(sessionId, 'emailCaptured'),
    onError: () => window.alert(POPUP_COPY.failureAlert),
  });
  const sent = capture.isSuccess;

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const successRef = useSuccessView(sent, close, HOT_POPUP_TIMING.successCloseMs);

  // No Thanks, the close icon, Escape and a click outside all count as turning the offer down.
  const changeOpen = (next: boolean) => {
    if (!next && !sent) flags.record(sessionId, 'dismissed');
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || capture.isPending) return;
    capture.mutate({
      sessionId,
      email: address,
      name: name.trim() || null,
      score,
      pageUrl: window.location.pathname,
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={POPUP_COPY.title}
      description={POPUP_COPY.description}
    >
      {sent ? (
        <CaptureSuccess
          ref={successRef}
          title={POPUP_COPY.successTitle}
          body={POPUP_COPY.successBody}
        />
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <InputField
            label={POPUP_COPY.nameLabel}
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name}
            placeholder={POPUP_COPY.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <InputField
            label={POPUP_COPY.emailLabel}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            placeholder={POPUP_COPY.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <CaptureActions
            copy={POPUP_COPY}
            onDecline={() => changeOpen(false)}
            pending={capture.isPending}
            ready={email.trim() !== ''}
          />
          <p className="text-center text-xs text-muted-foreground">{POPUP_COPY.footer}</p>
        </form>
      )}
    </Dialog>
  );
}

/** The dialog with the query client its form's mutation needs (loaded with it, not with the page). */
export function HotLeadDialog(props: HotLeadDialogProps) {
  return (
    <QueryProvider>
      <HotLeadDialogContent {...props} />
    </QueryProvider>
  );
}
