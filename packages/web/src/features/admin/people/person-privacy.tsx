import { useNavigate } from '@tanstack/react-router';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { toast } from '../../../components/toasts/toast-store';
import { personExportUrl, useErasePerson } from './api';

/** Rows of the person's data deleted: not the bookkeeping counts (unlinked, cleared, counters). */
const NOT_DELETED_DATA = new Set(['detached_records', 'shared_sessions_cleared', 'rate_limits']);
const rowsIn = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([table]) => !NOT_DELETED_DATA.has(table))
    .reduce((sum, [, count]) => sum + count, 0);

/** An access request (download everything held) and an erasure request (typed confirmation). */
export function PersonPrivacy({ personId, email }: { personId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useErasePerson(personId);
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    erase.mutate(typed, {
      onSuccess: (erasure) => {
        setOpen(false);
        toast({
          title: 'Person erased',
          description: `${rowsIn(erasure.rowCounts).toLocaleString('en-US')} rows deleted. An audit line without the address was kept.`,
        });
        void navigate({ to: '/admin/people' });
      },
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Asked what you hold about them, or to forget them? Download everything as JSON, or erase it
        all: records, sessions, events and mails.
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={personExportUrl(personId)} download className={buttonClasses('outline', 'sm')}>
          <DownloadIcon className="h-4 w-4" aria-hidden />
          Download data (JSON)
        </a>
        <Button
          variant="destructive"
          size="sm"
          onClick={() => {
            setTyped('');
            erase.reset();
            setOpen(true);
          }}
        >
          <Trash2Icon className="h-4 w-4" aria-hidden />
          Erase this person
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => !erase.isPending && setOpen(next)}
        title="Erase this person?"
        description="Every lead, message, questionnaire, capture, hot lead, session, event, newsletter subscription and mail tied to this address is deleted for good. This cannot be undone."
      >
        <form onSubmit={submit} className="space-y-4">
          <InputField
            label={`Type ${email} to confirm`}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={erase.isError ? erase.error.message : undefined}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={erase.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || erase.isPending}>
              {erase.isPending ? 'Erasing...' : 'Erase permanently'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
