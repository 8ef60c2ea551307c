import { DataTable, type Column } from '../../../components/ui/data-table';
import type { CampaignItem, ReferrerItem } from './api';
import { figureColumns } from './traffic-sources';

const campaignColumns: Column<CampaignItem>[] = [
  {
    id: 'campaign',
    header: 'Campaign',
    cell: ({ row }) => <span className="font-medium break-all">{row.original.campaign}</span>,
  },
  {
    id: 'source-medium',
    header: 'Source / medium',
    cell: ({ row }) => (
      <span className="break-all text-muted-foreground">
        {row.original.source ?? '(none)'} / {row.original.medium ?? '(none)'}
      </span>
    ),
  },
  ...figureColumns<CampaignItem>(),
];

/** Visits by utm_campaign, the largest first. */
export function Campaigns({ campaigns }: { campaigns: readonly CampaignItem[] }) {
  if (campaigns.length === 0) {
    return <p className="text-sm text-muted-foreground">No tagged campaigns in these days.</p>;
  }
  return (
    <DataTable
      caption="Campaigns: source and medium, visits, hot leads and conversion rate"
      columns={campaignColumns}
      data={campaigns}
      getRowId={(item) => `${item.campaign}|${item.source}|${item.medium}`}
    />
  );
}

const referrerColumns: Column<ReferrerItem>[] = [
  {
    id: 'domain',
    header: 'Domain',
    cell: ({ row }) => <span className="font-medium break-all">{row.original.domain}</span>,
  },
  ...figureColumns<ReferrerItem>(),
];

/** Visits by the referring site's domain, the largest first. */
export function Referrers({ referrers }: { referrers: readonly ReferrerItem[] }) {
  if (referrers.length === 0) {
    return <p className="text-sm text-muted-foreground">No referring sites in these days.</p>;
  }
  return (
    <DataTable
      caption="Referrer domains: visits, hot leads and conversion rate"
      columns={referrerColumns}
      data={referrers}
      getRowId={(item) => item.domain}
    />
  );
}
