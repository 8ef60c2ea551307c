import { PersonLink } from '../people/person-link';
import { StickyNoteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { hasNotes } from './notes-dialog';

/** The id of a row's e-mail element, which names the row for its buttons. */
export const emailElementId = (rowId: string) => `${rowId}-email`;

interface ContactCellProps {
  rowId: string;
  name: string | null;
  email: string;
  notes: string | null;
  /** The person of the address: the address links to their record. */
  personId?: string | null;
  /** Extra badges before the notes badge (a company). */
  badges?: ReactNode;
}

/** Name (or 'Anonymous'), e-mail, and a 'Has notes' badge when there are notes. */
export function ContactCell({ rowId, name, email, notes, personId, badges }: ContactCellProps) {
  return (
    <div className="min-w-48 space-y-1">
      <p className="font-medium">{name?.trim() ? name : 'Anonymous'}</p>
      <p id={emailElementId(rowId)} className="break-words text-muted-foreground">
        <PersonLink personId={personId ?? null}>{email}</PersonLink>
      </p>
      {(badges || hasNotes(notes)) && (
        <div className="flex flex-wrap gap-1">
          {badges}
          {hasNotes(notes) && (
            <Badge className="gap-1 bg-muted text-foreground">
              <StickyNoteIcon className="h-3 w-3" aria-hidden />
              Has notes
            </Badge>
          )}
        </div>
      )}
    </div>
  );
}
