/**
 * The person record's follow-up panel, first under its header (on a phone too): reply, "remind me"
 * with a date and a note, and their reminders with a done checkbox each.
 */
import { useState, type FormEvent } from 'react';
import { FOLLOW_UP_LIMITS } from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/field';
import { formatDay } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import type { PersonDetails } from '../people/api';
import { localIsoDay, startOfLocalDay, useAddReminder } from './api';
import { ReminderCheck } from './reminder-check';
import { ReplyButton } from './reply-dialog';

export function PersonFollowUp({ record }: { record: PersonDetails }) {
  const personId = record.person.id;
  return (
    <Card className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Follow-up</h2>
        <ReplyButton record={record} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <RemindMe personId={personId} />
        {record.reminders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reminders yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Reminders">
            {record.reminders.map((reminder) => {
              const when = formatDay(reminder.dueAt);
              return (
                <li
                  key={reminder.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
                >
                  <span className={reminder.doneAt ? 'text-muted-foreground line-through' : ''}>
                    <span className="font-medium">{when}</span>
                    {reminder.note ? ` · ${reminder.note}` : ''}
                  </span>
                  <ReminderCheck
                    key={`${reminder.id} ${reminder.doneAt}`}
                    id={reminder.id}
                    done={reminder.doneAt !== null}
                    label={`Done: ${reminder.note ?? 'follow-up'} (${when})`}
                    personId={personId}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}

function RemindMe({ personId }: { personId: string }) {
  const [dueAt, setDueAt] = useState(localIsoDay);
  const [note, setNote] = useState('');
  const add = useAddReminder(personId);
  const fields = add.error instanceof HttpError ? add.error.fieldErrors : {};
  const save = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { dueAt: startOfLocalDay(dueAt), ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (reminder) => {
          setNote('');
          toast({
            title: 'Reminder set',
            description: `For ${formatDay(reminder.dueAt)}: on the dashboard that day.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Failed to set the reminder',
            description: error instanceof HttpError ? error.serverMessage : error.message,
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form onSubmit={save} className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      <InputField
        label="Remind me on"
        type="date"
        required
        value={dueAt}
        error={fields.dueAt}
        onChange={(event) => setDueAt(event.target.value)}
      />
      <InputField
        label="Reminder note"
        value={note}
        maxLength={FOLLOW_UP_LIMITS.note}
        placeholder="Call back about the quote"
        error={fields.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant="outline" disabled={add.isPending || !dueAt}>
          {add.isPending ? 'Saving...' : 'Remind Me'}
        </Button>
      </div>
    </form>
  );
}
