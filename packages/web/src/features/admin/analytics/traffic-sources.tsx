import type { SessionFigures } from '@leadline/domain';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { SourceItem } from './api';
import { formatRate, isHighlightedSource } from './metrics';
import { ToneBadge } from './tone-badge';

interface SourceRow extends SessionFigures {
  id: string;
  label: string;
  /** A part of the row above it (search, paid or organic). */
  part: boolean;
}

/** The conversion badge, highlighted above 5%. */
export function ConversionBadge({ rate }: { rate: number }) {
  const highlighted = isHighlightedSource(rate);
  return (
    <ToneBadge tone={highlighted ? 'success' : 'neutral'} className="tabular-nums">
      {formatRate(rate)}
      {highlighted ? <span className="sr-only"> (above 5%)</span> : null}
    </ToneBadge>
  );
}

/** The columns every table of sessions ends with: visits, hot leads, conversion. */
export function figureColumns<T extends SessionFigures>(): Column<T>[] {
  return [
    {
      id: 'sessions',
      header: 'Visits',
      cell: ({ row }) => <span className="tabular-nums">{row.original.sessions}</span>,
    },
    {
      id: 'hot-leads',
      header: 'Hot leads',
      cell: ({ row }) => <span className="tabular-nums">{row.original.hotLeads}</span>,
    },
    {
      id: 'conversion',
      header: 'Conversion',
      cell: ({ row }) => <ConversionBadge rate={row.original.conversionRate} />,
    },
  ];
}

const columns: Column<SourceRow>[] = [
  {
    id: 'source',
    header: 'Source',
    cell: ({ row }) => (
      <span className={row.original.part ? 'pl-4 text-muted-foreground' : 'font-medium'}>
        {row.original.label}
      </span>
    ),
  },
  ...figureColumns<SourceRow>(),
];

const capitalized = (source: string) => source.charAt(0).toUpperCase() + source.slice(1);

/** Each source, and under search its paid and organic visits (by utm_medium). */
export function sourceRows(sources: readonly SourceItem[]): SourceRow[] {
  return sources.flatMap(({ source, paid, organic, ...figures }) => {
    const row = { id: source, label: capitalized(source), part: false, ...figures };
    if (!paid || !organic) return [row];
    return [
      row,
      { id: `${source}-paid`, label: `${capitalized(source)} (paid)`, part: true, ...paid },
      {
        id: `${source}-organic`,
        label: `${capitalized(source)} (organic)`,
        part: true,
        ...organic,
      },
    ];
  });
}

/** Per traffic source: visits, hot leads and their share, highlighted above 5%. */
export function TrafficSources({ sources }: { sources: readonly SourceItem[] }) {
  if (sources.length === 0) {
    return <p className="text-sm text-muted-foreground">No visits yet.</p>;
  }
  return (
    <DataTable
      caption="Traffic sources: visits, hot leads and conversion rate"
      columns={columns}
      data={sourceRows(sources)}
      getRowId={(item) => item.id}
    />
  );
}
