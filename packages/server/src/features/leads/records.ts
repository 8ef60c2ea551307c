import { LEAD_STATUSES, type CalculatorLeadRecord } from '@leadline/domain';
import { SUBMISSION_COLUMNS, type RecordsSpec } from '../../lists/records';

/** Calculator leads as the admin sees them. */
export const LEAD_RECORDS: RecordsSpec<CalculatorLeadRecord> = {
  path: '/submissions/leads',
  table: 'calculator_leads',
  what: 'lead',
  statuses: LEAD_STATUSES,
  columns: {
    id: 'id',
    name: 'name',
    email: 'email',
    selectedFeatures: 'selected_features',
    lineItems: 'line_items',
    totalCost: 'total_cost',
    ...SUBMISSION_COLUMNS,
  },
};
