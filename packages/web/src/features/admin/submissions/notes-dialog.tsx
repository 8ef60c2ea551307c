import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/field';
import { useSubmissionUpdate, type SubmissionKind } from './api';
import { useFocusReturn } from './use-focus-return';

export const hasNotes = (notes: string | null | undefined): boolean => Boolean(notes?.trim());

interface NotesButtonProps {
  kind: SubmissionKind;
  id: string;
  notes: string | null;
  /** The dialog's description, e.g. 'Add notes about this lead for your reference'. */
  description: string;
  /** An element naming the row (its e-mail), read after the button's own name. */
  describedBy?: string;
}

/** 'Add Notes' or 'Edit Notes', opening the notes dialog; focus returns to the button on close. */
export function NotesButton({ kind, id, notes, description, describedBy }: NotesButtonProps) {
  const [open, setOpen] = useState(false);
  const opener = useFocusReturn<HTMLButtonElement>(open);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClasses('outline', 'sm')}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {hasNotes(notes) ? 'Edit Notes' : 'Add Notes'}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit Notes" description={description}>
        <NotesForm kind={kind} id={id} notes={notes} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

interface NotesFormProps {
  kind: SubmissionKind;
  id: string;
  notes: string | null;
  onDone: () => void;
}

/** Mounted each time the dialog opens, so it starts from the saved notes. */
function NotesForm({ kind, id, notes, onDone }: NotesFormProps) {
  const [text, setText] = useState(notes ?? '');
  const update = useSubmissionUpdate(kind, id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ notes: text }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={save} className="space-y-4">
      <TextareaField
        label="Notes"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Notes'}
        </Button>
      </div>
    </form>
  );
}
