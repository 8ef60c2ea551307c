import { CONTACT_STATUSES } from '@leadline/domain';
import { BuildingIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { submissionColumns } from '../submissions/submission-columns';
import type { ContactMessage } from './api';
import { MessageCell } from './message-cell';

export const CONTACT_COLUMNS = submissionColumns<ContactMessage['status'], ContactMessage>({
  kind: 'contacts',
  statuses: CONTACT_STATUSES,
  noun: 'contact',
  badges: ({ company }) =>
    company?.trim() ? (
      <Badge className="gap-1">
        <BuildingIcon className="h-3 w-3" aria-hidden />
        {company}
      </Badge>
    ) : undefined,
  own: [
    { id: 'message', header: 'Message', cell: ({ row }) => <MessageCell contact={row.original} /> },
  ],
});
