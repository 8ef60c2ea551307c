import { useRef } from 'react';
import { useAppNavigate } from '../../../lib/app-navigate';
import { rememberBookingPrefill } from '../booking/prefill';
import { CaptureDialog, type OfferDialogProps } from '../capture/capture-dialog';
import { sendEmailCapture } from './api';
import { POPUP_COPY } from './content';
import type { PopupFlagStore } from './popup-flags';
import { HOT_POPUP_TIMING } from './timing';

export interface HotLeadDialogProps extends OfferDialogProps {
  /** The score that opened the popup, sent with the address. */
  score: number;
  flags: PopupFlagStore;
}

/** Where "Yes, Let's Talk" leads once the address is in: picking the call's time. */
export const BOOK_PATH = '/book';

/**
 * The offer of a free consultation, and the thank-you that replaces it once the address is in; when
 * that closes, the visitor goes on to /book with the name and address filled in.
 */
export function HotLeadDialog({ sessionId, score, flags, ...dialog }: HotLeadDialogProps) {
  const navigate = useAppNavigate();
  const captured = useRef(false);
  return (
    <CaptureDialog
      {...dialog}
      onOpenChange={(open) => {
        dialog.onOpenChange(open);
        if (!open && captured.current) void navigate(BOOK_PATH);
      }}
      copy={POPUP_COPY}
      fields={['name', 'email']}
      send={async (capture) => {
        const answer = await sendEmailCapture({ sessionId, ...capture, score });
        captured.current = true;
        rememberBookingPrefill({ name: capture.name ?? '', email: capture.email });
        return answer;
      }}
      onSent={() => flags.record(sessionId, 'emailCaptured')}
      onFailed={() => window.alert(POPUP_COPY.failureAlert)}
      onDeclined={() => flags.record(sessionId, 'dismissed')}
      successCloseMs={HOT_POPUP_TIMING.successCloseMs}
    />
  );
}
