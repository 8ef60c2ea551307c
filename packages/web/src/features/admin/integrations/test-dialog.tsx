import type { WebhookRequestPreview } from '@leadline/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FORMAT_HELP } from './formats';

const SIGNATURE_NOTE =
  'Each attempt adds webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks), signed with your secret.';

/** What "Send a test event" sent: the request as it leaves, headers and body. */
export function TestEventDialog({
  request,
  onClose,
}: {
  request: WebhookRequestPreview | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Test event sent"
      description={
        request &&
        `This is what arrives at the URL (${FORMAT_HELP[request.format].label}). Its result appears in the delivery log.`
      }
      className="max-w-2xl"
      initialFocus="dialog"
    >
      {request && (
        <div className="space-y-4">
          <section aria-labelledby="test-headers" className="space-y-1">
            <h3 id="test-headers" className="text-sm font-medium">
              Headers
            </h3>
            <pre className="overflow-x-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-all">
              {Object.entries(request.headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </pre>
            {request.signed && <p className="text-sm text-muted-foreground">{SIGNATURE_NOTE}</p>}
          </section>
          <section aria-labelledby="test-body" className="space-y-1">
            <h3 id="test-body" className="text-sm font-medium">
              Body
            </h3>
            <pre
              tabIndex={0}
              aria-labelledby="test-body"
              className="max-h-80 overflow-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-all"
            >
              {prettyBody(request)}
            </pre>
          </section>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** JSON indented for reading (the bytes sent are the compact form); ntfy's text as it is. */
function prettyBody({ headers, body }: WebhookRequestPreview): string {
  if (!headers['content-type']?.startsWith('application/json')) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
