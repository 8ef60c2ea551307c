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

/** A column's name for a phone's card: its header when that is text. */
const columnName = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

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
      {/* On a phone each row is a card, each cell under its column's name. The roles keep the table a
          table for screen readers although CSS no longer lays it out as one. */}
      <table role="table" className="w-full text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase max-md:sr-only"
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  role="columnheader"
                  className="px-4 py-3 font-semibold"
                >
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {table.getRowModel().rows.map((row) => {
            const extra = rowProps?.(row.original);
            return (
              <tr
                key={row.id}
                id={extra?.id}
                role="row"
                className={cn(
                  'border-b align-top last:border-0 max-md:block max-md:py-2',
                  extra?.className,
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    role="cell"
                    data-label={columnName(cell.column.columnDef.header, cell.column.id)}
                    className={cn(
                      'px-4 py-3 max-md:block max-md:py-1.5',
                      // The column's name above the cell's content, as generated content: the
                      // header cell already names it to screen readers.
                      'max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-muted-foreground max-md:before:uppercase max-md:before:content-[attr(data-label)]',
                    )}
                  >
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
