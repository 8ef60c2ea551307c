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

/** The offer of a free consultation, and the thank-you that replaces it once the address is in. */
export function HotLeadDialog({ sessionId, score, flags, ...dialog }: HotLeadDialogProps) {
  return (
    <CaptureDialog
      {...dialog}
      copy={POPUP_COPY}
      fields={['name', 'email']}
      send={(capture) => sendEmailCapture({ sessionId, ...capture, score })}
      onSent={() => flags.record(sessionId, 'emailCaptured')}
      onFailed={() => window.alert(POPUP_COPY.failureAlert)}
      onDeclined={() => flags.record(sessionId, 'dismissed')}
      successCloseMs={HOT_POPUP_TIMING.successCloseMs}
    />
  );
}
