import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../components/toasts/toast-store';
import { useAddNote, useDeleteNote, type PersonDetails } from './api';

/** The owner's notes on a person: add one, read them newest first, delete one. */
export function PersonNotes({
  personId,
  notes,
}: {
  personId: string;
  notes: PersonDetails['notes'];
}) {
  const [text, setText] = useState('');
  const add = useAddNote(personId);
  const remove = useDeleteNote(personId);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        toast({ title: 'Note saved', description: 'It is on the timeline too.' });
      },
      onError: (error) =>
        toast({
          title: 'Failed to save the note',
          description: error.message,
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="space-y-4">
      <form onSubmit={save} className="space-y-2">
        <TextareaField
          label="New note"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={add.isPending || !text.trim()}>
          {add.isPending ? 'Saving...' : 'Save Note'}
        </Button>
      </form>
      {notes.length > 0 && (
        <ul className="space-y-2" aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border p-3">
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>
                  {formatDay(note.createdAt)}
                  {note.author ? ` · ${note.author}` : ''}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(note.id, {
                      onSuccess: () => toast({ title: 'Note deleted' }),
                      onError: (error) =>
                        toast({
                          title: 'Failed to delete the note',
                          description: error.message,
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Delete note<span className="sr-only"> of {formatDay(note.createdAt)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
