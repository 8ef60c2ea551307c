/**
 * A reminder's "done" checkbox, confirmed by a toast; on the person record and the dashboard. It
 * shows the owner's choice at once (and again if the server refuses it); callers key it by `done`, so
 * a refetched reminder starts it afresh.
 */
import { useId, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { useSetReminderDone } from './api';

export function ReminderCheck({
  id,
  done,
  label,
  personId,
}: {
  id: string;
  done: boolean;
  /** What the checkbox is named by: "Done: Call back (Jan 5)". */
  label: string;
  personId?: string;
}) {
  const inputId = useId();
  const update = useSetReminderDone(personId);
  const [checked, setChecked] = useState(done);
  return (
    <label
      htmlFor={inputId}
      className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm"
    >
      <input
        id={inputId}
        type="checkbox"
        className="h-5 w-5 accent-primary"
        checked={checked}
        disabled={update.isPending}
        aria-label={label}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          update.mutate(
            { id, done: next },
            {
              onSuccess: (reminder) =>
                toast({ title: reminder.doneAt ? 'Follow-up done' : 'Follow-up reopened' }),
              onError: (error) => {
                setChecked(!next);
                toast({
                  title: 'Failed to update the follow-up',
                  description: error.message,
                  variant: 'destructive',
                });
              },
            },
          );
        }}
      />
      <span aria-hidden>Done</span>
    </label>
  );
}
