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

/**
 * The classes that turn rows into cards below a width: a phone's (md) for most lists, and below 2xl (1,536 px) for
 * a list with many columns, which would hide its actions off to the side on a laptop. Written out in
 * full, so that Tailwind finds each class.
 */
const CARDS = {
  md: {
    table: 'max-md:block',
    head: 'max-md:sr-only',
    body: 'max-md:block',
    row: 'max-md:block max-md:py-2',
    cell: 'max-md:block max-md:py-1.5 max-md:before:mb-1 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-muted-foreground max-md:before:uppercase max-md:before:content-[attr(data-label)]',
  },
  '2xl': {
    table: 'max-2xl:block',
    head: 'max-2xl:sr-only',
    body: 'max-2xl:block',
    row: 'max-2xl:block max-2xl:py-2',
    cell: 'max-2xl:block max-2xl:py-1.5 max-2xl:before:mb-1 max-2xl:before:block max-2xl:before:text-xs max-2xl:before:font-semibold max-2xl:before:tracking-wide max-2xl:before:text-muted-foreground max-2xl:before:uppercase max-2xl:before:content-[attr(data-label)]',
  },
} as const;

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
  /** Below which width rows show as cards (md by default). */
  cardsBelow?: keyof typeof CARDS;
}

export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  rowProps,
  cardsBelow = 'md',
}: DataTableProps<TData>) {
  const cards = CARDS[cardsBelow];
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
      <table role="table" className={cn('w-full text-left text-sm', cards.table)}>
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className={cn(
            'border-b bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase',
            cards.head,
          )}
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
        <tbody role="rowgroup" className={cards.body}>
          {table.getRowModel().rows.map((row) => {
            const extra = rowProps?.(row.original);
            return (
              <tr
                key={row.id}
                id={extra?.id}
                role="row"
                className={cn('border-b align-top last:border-0', cards.row, extra?.className)}
              >
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    role="cell"
                    data-label={columnName(cell.column.columnDef.header, cell.column.id)}
                    className={cn(
                      // The column's name above the cell's content, as generated content: the
                      // header cell already names it to screen readers.
                      'px-4 py-3',
                      cards.cell,
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
