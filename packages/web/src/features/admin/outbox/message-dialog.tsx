import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RecordDialog, type RecordDialogOpener } from '../../../components/ui/record-dialog';
import { formatDay, formatTime } from '../../../lib/format';
import { outboxMessageQuery } from './api';
import { DeliveryStatusBadge } from './status-badge';

/**
 * One message (`record`: its id) as it was (or will be) sent: its HTML in a sandboxed frame, or its
 * text part.
 */
export function MessageDialog(props: RecordDialogOpener<string>) {
  return (
    <RecordDialog {...props} title="Message" className="max-w-3xl">
      {(shown) => <MessageBody id={shown} />}
    </RecordDialog>
  );
}

function MessageBody({ id }: { id: string }) {
  const { data, isPending, isError } = useQuery(outboxMessageQuery(id));
  const [part, setPart] = useState<'html' | 'text'>('html');
  if (isPending) return <p role="status">Loading the message...</p>;
  if (isError) return <p role="alert">Unable to load the message.</p>;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{data.to ?? 'Your address'}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="break-words">{data.subject ?? 'Not written yet'}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <DeliveryStatusBadge status={data.status} />
        </dd>
        <dt className="text-muted-foreground">Queued</dt>
        <dd>
          {formatDay(data.createdAt)} {formatTime(data.createdAt)}
        </dd>
        {data.sentAt && (
          <>
            <dt className="text-muted-foreground">Sent</dt>
            <dd>
              {formatDay(data.sentAt)} {formatTime(data.sentAt)}
            </dd>
          </>
        )}
      </dl>
      {data.html === null ? (
        <p className="text-muted-foreground">
          The message is written when it is sent; it has not been yet.
        </p>
      ) : (
        <>
          <div className="flex gap-2" role="group" aria-label="Part to show">
            <Button
              size="sm"
              variant={part === 'html' ? 'primary' : 'outline'}
              aria-pressed={part === 'html'}
              onClick={() => setPart('html')}
            >
              As sent (HTML)
            </Button>
            <Button
              size="sm"
              variant={part === 'text' ? 'primary' : 'outline'}
              aria-pressed={part === 'text'}
              onClick={() => setPart('text')}
            >
              Plain text
            </Button>
          </div>
          {part === 'html' ? (
            // No scripts, no same-origin rights: the message cannot reach the admin's session.
            <iframe
              title={`Message: ${data.subject ?? ''}`}
              sandbox=""
              srcDoc={data.html}
              className="h-[60vh] w-full rounded-md border bg-white"
            />
          ) : (
            // Focusable and named, so that a long message can be scrolled from the keyboard.
            <pre
              tabIndex={0}
              aria-label="Plain-text part"
              className="max-h-[60vh] overflow-auto rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap"
            >
              {data.text}
            </pre>
          )}
        </>
      )}
    </div>
  );
}
