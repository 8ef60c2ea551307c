import { CaptureDialog, type OfferDialogProps } from '../capture/capture-dialog';
import { sendExitCapture } from './api';
import { EXIT_COPY } from './content';

/** How long the success view stays before the dialog closes itself. */
const SUCCESS_CLOSE_MS = 3000;

/** The checklist offer: an address (and a name) for the Free MVP Planning Checklist by mail. */
export function ExitIntentDialog({ sessionId, ...dialog }: OfferDialogProps) {
  return (
    <CaptureDialog
      {...dialog}
      copy={EXIT_COPY}
      fields={['email', 'name']}
      send={(capture) => sendExitCapture({ sessionId, ...capture })}
      failure={EXIT_COPY.failure}
      successCloseMs={SUCCESS_CLOSE_MS}
    />
  );
}
