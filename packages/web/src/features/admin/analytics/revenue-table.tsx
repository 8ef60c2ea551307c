import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDollars } from '../../../lib/format';
import type { RevenueItem } from './api';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const number = (value: number) => <span className="tabular-nums">{value}</span>;

const columns: Column<RevenueItem>[] = [
  {
    id: 'source',
    header: 'Source',
    cell: ({ row }) => (
      <span className="font-medium">
        {row.original.source ? capitalized(row.original.source) : 'Not tracked'}
      </span>
    ),
  },
  {
    id: 'medium',
    header: 'Medium',
    cell: ({ row }) => <span className="break-all">{row.original.medium ?? '(none)'}</span>,
  },
  {
    id: 'campaign',
    header: 'Campaign',
    cell: ({ row }) => <span className="break-all">{row.original.campaign ?? '(none)'}</span>,
  },
  { id: 'sessions', header: 'Visits', cell: ({ row }) => number(row.original.sessions) },
  { id: 'leads', header: 'Leads', cell: ({ row }) => number(row.original.leads) },
  { id: 'calls', header: 'Calls booked', cell: ({ row }) => number(row.original.callsBooked) },
  { id: 'won', header: 'Won', cell: ({ row }) => number(row.original.won) },
  {
    id: 'won-value',
    header: 'Won value',
    cell: ({ row }) => (
      <span className="font-medium tabular-nums">{formatDollars(row.original.wonValue)}</span>
    ),
  },
];

/** Per first touch (source, medium, campaign): what it brought, the won value first. */
export function RevenueTable({ rows }: { rows: readonly RevenueItem[] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No visits or clients in these days.</p>;
  }
  return (
    <DataTable
      caption="Where clients come from: first-touch source, medium and campaign, with visits, leads, calls booked, deals won and their value"
      columns={columns}
      data={rows}
      getRowId={(item) => `${item.source}|${item.medium}|${item.campaign}`}
    />
  );
}
