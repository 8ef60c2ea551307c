import { LEAD_STATUSES } from '@leadline/domain';
import { col, labelled, lineItemNames, statusLabels, time, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** leads.csv: the calculator's leads. */
export const leadsExport: ExportSpec = {
  from: 'calculator_leads',
  statuses: LEAD_STATUSES,
  session: sessionById,
  columns: [
    col('id', 't.id'),
    time('createdAt', 't.created_at'),
    col('name', 't.name'),
    col('email', 't.email'),
    lineItemNames('selectedFeatures', 't.line_items'),
    col('totalCost', 't.total_cost'),
    labelled('status', 't.status', statusLabels(LEAD_STATUSES)),
    col('notes', 't.notes'),
    col('sessionId', 't.session_id'),
  ],
};
