import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { mailtoHref } from '@leadline/domain';
import { emailElementId } from '../submissions/contact-cell';
import type { ContactMessage } from './api';
import { useFocusReturn } from '../submissions/use-focus-return';

/** The message clamped to two lines, and 'View full message' opening it whole, line breaks kept. */
export function MessageCell({ contact }: { contact: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const opener = useFocusReturn<HTMLButtonElement>(open);
  return (
    <div className="max-w-md min-w-56 space-y-1">
      <p className="line-clamp-2">{contact.message}</p>
      <button
        ref={opener}
        type="button"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        aria-describedby={emailElementId(contact.id)}
        onClick={() => setOpen(true)}
      >
        View full message
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Full Message">
        <div className="space-y-4">
          <div>
            <p className="font-medium">{contact.name}</p>
            <a
              href={mailtoHref(contact.email)}
              className="break-all text-sm text-primary underline-offset-4 hover:underline"
            >
              {contact.email}
            </a>
          </div>
          <p className="rounded-md bg-muted p-4 text-sm break-words whitespace-pre-wrap">
            {contact.message}
          </p>
        </div>
      </Dialog>
    </div>
  );
}
