import { DataTable, type Column } from '../../../components/ui/data-table';
import type { PathItem } from './api';

const columns: Column<PathItem>[] = [
  {
    id: 'path',
    header: 'Landing page',
    cell: ({ row }) => <span className="font-medium break-all">{row.original.path}</span>,
  },
  {
    id: 'avg-score',
    header: 'Avg. score',
    cell: ({ row }) => <span className="tabular-nums">{row.original.avgScore.toFixed(1)}</span>,
  },
  {
    id: 'count',
    header: 'Leads',
    cell: ({ row }) => <span className="tabular-nums">{row.original.count}</span>,
  },
];

/** Landing pages of engaged-or-better sessions (25+), most leads first. */
export function ConversionPaths({ paths }: { paths: readonly PathItem[] }) {
  if (paths.length === 0) {
    return <p className="text-sm text-muted-foreground">No engaged sessions yet.</p>;
  }
  return (
    <DataTable
      caption="Top conversion paths: landing page, average score and number of leads"
      columns={columns}
      data={paths}
      getRowId={(item) => item.path}
    />
  );
}
