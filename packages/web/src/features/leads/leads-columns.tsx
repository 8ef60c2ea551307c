import { LEAD_STATUSES } from '@leadline/domain';
import type { Column } from '../../components/ui/data-table';
import { formatDollars } from '../../lib/format';
import { ContactCell, emailElementId } from '../submissions/contact-cell';
import { DateCell } from '../submissions/date-cell';
import { NotesButton } from '../submissions/notes-dialog';
import { StatusSelect } from '../submissions/status-select';
import type { Lead } from './api';
import { FeatureBadges } from './feature-badges';

/** Module-level, so the cells keep their state (an open dialog) across renders. */
export const LEAD_COLUMNS: Column<Lead>[] = [
  {
    id: 'contact',
    header: 'Contact',
    cell: ({ row: { original: lead } }) => (
      <ContactCell
        rowId={lead.id}
        personId={lead.personId}
        name={lead.name}
        email={lead.email}
        notes={lead.notes}
      />
    ),
  },
  {
    id: 'features',
    header: 'Features',
    cell: ({ row }) => <FeatureBadges ids={row.original.selectedFeatures} />,
  },
  {
    id: 'cost',
    header: 'Cost',
    cell: ({ row }) => (
      <span className="font-semibold whitespace-nowrap">
        {formatDollars(row.original.totalCost)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: lead } }) => (
      <StatusSelect
        kind="leads"
        id={lead.id}
        email={lead.email}
        status={lead.status}
        statuses={LEAD_STATUSES}
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
    cell: ({ row: { original: lead } }) => (
      <NotesButton
        kind="leads"
        id={lead.id}
        notes={lead.notes}
        description="Add notes about this lead for your reference"
        describedBy={emailElementId(lead.id)}
      />
    ),
  },
];
