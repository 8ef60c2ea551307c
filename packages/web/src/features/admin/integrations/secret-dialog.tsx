import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The signing secret, shown once (after creation or rotation), with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title="Your signing secret"
      description="Copy it now: it will not be shown again. Give it to the receiving service to verify each delivery (Standard Webhooks)."
    >
      <div className="space-y-4">
        <code className="block rounded-md border bg-muted p-3 font-mono text-sm break-all">
          {secret}
        </code>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(secret ?? '').then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy secret'}
          </Button>
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copied ? 'The secret is on your clipboard.' : ''}
        </p>
      </div>
    </Dialog>
  );
}
