import {
  FlexRender,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { cn } from '../../lib/cn';

/** Admin lists page and filter on the server, so the table needs only the core features. */
export const tableCore = tableFeatures({});
export type TableCore = typeof tableCore;
export type Column<TData extends RowData> = ColumnDef<TableCore, TData>;

interface DataTableProps<TData extends RowData> {
  /** Read by screen readers before the table. */
  caption: string;
  columns: Column<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** Extra attributes per row, e.g. an anchor id or a highlight. */
  rowProps?: (row: TData) => { id?: string; className?: string };
}

export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  rowProps,
}: DataTableProps<TData>) {
  const table = useTable({ features: tableCore, columns, data, getRowId });
  return (
    // Focusable and named, so that keyboard users can scroll a table wider than the screen. Relative,
    // so that the screen-reader-only texts of its cells (absolutely positioned) are clipped with it:
    // else they widen the whole page on a phone, and a dialog opens off-screen.
    <div
      className="relative overflow-x-auto rounded-xl border bg-card"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const extra = rowProps?.(row.original);
            return (
              <tr
                key={row.id}
                id={extra?.id}
                className={cn('border-b align-top last:border-0', extra?.className)}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3">
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
