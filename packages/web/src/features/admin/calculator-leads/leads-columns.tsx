import { LEAD_STATUSES } from '@leadline/domain';
import { formatDollars } from '../../../lib/format';
import { submissionColumns } from '../submissions/submission-columns';
import type { Lead } from './api';
import { FeatureBadges } from './feature-badges';

export const LEAD_COLUMNS = submissionColumns<Lead['status'], Lead>({
  kind: 'leads',
  statuses: LEAD_STATUSES,
  noun: 'lead',
  own: [
    {
      id: 'features',
      header: 'Features',
      cell: ({ row }) => <FeatureBadges lines={row.original.lineItems} />,
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
  ],
});
