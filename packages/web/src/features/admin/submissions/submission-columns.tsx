import type { ReactNode } from 'react';
import type { Fit, Json, PipelineStage } from '@leadline/domain';
import type { Column } from '../../../components/ui/data-table';
import type { SubmissionKind } from './api';
import { ContactCell, emailElementId } from './contact-cell';
import { DateCell } from './date-cell';
import { NotesButton } from './notes-dialog';
import { StatusSelect } from './status-select';

/** What a row of either list holds besides its own fields. */
export type SubmissionRow<TStatus extends string> = {
  id: string;
  name: string | null;
  email: string;
  notes: string | null;
  status: TStatus;
  createdAt: string;
  personId: string | null;
  /** The engagement score of the session it was sent from. */
  score: number | null;
  /** The fit of the address's person. */
  fit: Json<Fit> | null;
  /** The pipeline stage of the address's person. */
  personStage: PipelineStage | null;
};

interface ColumnsSpec<TStatus extends string, TRow extends SubmissionRow<TStatus>> {
  kind: SubmissionKind;
  statuses: readonly TStatus[];
  /** 'lead' in the notes dialog's 'Add notes about this lead for your reference'. */
  noun: string;
  /** Badges of the contact cell, before 'Has notes' (a message's company). */
  badges?: (row: TRow) => ReactNode;
  /** The list's own columns, between Contact and Status. */
  own: Column<TRow>[];
}

/**
 * Contact (with the fit and the score), the list's own columns, then Status (saved as chosen), Date
 * and Actions (the notes).
 * Build them at module level, so that the cells keep their state (an open dialog) across renders.
 */
export function submissionColumns<TStatus extends string, TRow extends SubmissionRow<TStatus>>({
  kind,
  statuses,
  noun,
  badges,
  own,
}: ColumnsSpec<TStatus, TRow>): Column<TRow>[] {
  return [
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original } }) => (
        <ContactCell
          rowId={original.id}
          personId={original.personId}
          name={original.name}
          email={original.email}
          notes={original.notes}
          badges={badges?.(original)}
          score={original.score}
          fit={original.fit}
          personStage={original.personStage}
        />
      ),
    },
    ...own,
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original } }) => (
        <StatusSelect
          kind={kind}
          id={original.id}
          email={original.email}
          status={original.status}
          statuses={statuses}
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
      cell: ({ row: { original } }) => (
        <NotesButton
          kind={kind}
          id={original.id}
          notes={original.notes}
          description={`Add notes about this ${noun} for your reference`}
          describedBy={emailElementId(original.id)}
        />
      ),
    },
  ];
}
