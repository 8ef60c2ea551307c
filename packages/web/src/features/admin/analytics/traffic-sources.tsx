import { DataTable, type Column } from '../../../components/ui/data-table';
import type { SourceItem } from './api';
import { formatRate, isHighlightedSource } from './metrics';
import { ToneBadge } from './tone-badge';

const columns: Column<SourceItem>[] = [
  {
    id: 'source',
    header: 'Source',
    cell: ({ row }) => <span className="font-medium capitalize">{row.original.source}</span>,
  },
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
    cell: ({ row }) => {
      const highlighted = isHighlightedSource(row.original.conversionRate);
      return (
        <ToneBadge tone={highlighted ? 'success' : 'neutral'} className="tabular-nums">
          {formatRate(row.original.conversionRate)}
          {highlighted ? <span className="sr-only"> (above 5%)</span> : null}
        </ToneBadge>
      );
    },
  },
];

/** Per traffic source: visits, hot leads and their share, highlighted above 5%. */
export function TrafficSources({ sources }: { sources: readonly SourceItem[] }) {
  if (sources.length === 0) {
    return <p className="text-sm text-muted-foreground">No visits yet.</p>;
  }
  return (
    <DataTable
      caption="Traffic sources: visits, hot leads and conversion rate"
      columns={columns}
      data={sources}
      getRowId={(item) => item.source}
    />
  );
}
