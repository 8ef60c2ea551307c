import { LEAD_STATUSES } from '@leadline/domain';
import { col, lineItemNames, SUBMISSION_HEAD, submissionState, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** leads.csv: the calculator's leads. */
export const leadsExport: ExportSpec = {
  from: 'calculator_leads',
  statuses: LEAD_STATUSES,
  session: sessionById,
  columns: [
    ...SUBMISSION_HEAD,
    lineItemNames('selectedFeatures', 't.line_items'),
    col('totalCost', 't.total_cost'),
    ...submissionState(LEAD_STATUSES),
    col('sessionId', 't.session_id'),
  ],
};
