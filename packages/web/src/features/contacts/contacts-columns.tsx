import { CONTACT_STATUSES } from '@leadline/domain';
import { BuildingIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import type { Column } from '../../components/ui/data-table';
import { ContactCell, emailElementId } from '../submissions/contact-cell';
import { DateCell } from '../submissions/date-cell';
import { NotesButton } from '../submissions/notes-dialog';
import { StatusSelect } from '../submissions/status-select';
import type { ContactMessage } from './api';
import { MessageCell } from './message-cell';

/** Module-level, so the cells keep their state (an open dialog) across renders. */
export const CONTACT_COLUMNS: Column<ContactMessage>[] = [
  {
    id: 'contact',
    header: 'Contact',
    cell: ({ row: { original: contact } }) => (
      <ContactCell
        rowId={contact.id}
        personId={contact.personId}
        name={contact.name}
        email={contact.email}
        notes={contact.notes}
        badges={
          contact.company?.trim() ? (
            <Badge className="gap-1">
              <BuildingIcon className="h-3 w-3" aria-hidden />
              {contact.company}
            </Badge>
          ) : undefined
        }
      />
    ),
  },
  {
    id: 'message',
    header: 'Message',
    cell: ({ row }) => <MessageCell contact={row.original} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: contact } }) => (
      <StatusSelect
        kind="contacts"
        id={contact.id}
        email={contact.email}
        status={contact.status}
        statuses={CONTACT_STATUSES}
      />
    ),
  },
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <DateCell value={row.original.createdAt} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: contact } }) => (
      <NotesButton
        kind="contacts"
        id={contact.id}
        notes={contact.notes}
        description="Add notes about this contact for your reference"
        describedBy={emailElementId(contact.id)}
      />
    ),
  },
];
