import { LEAD_STATUSES } from '../../domain';
import type { RecordsSpec } from '../admin/records';

/** Calculator leads as the admin sees them. */
export const LEAD_RECORDS: RecordsSpec = {
  path: '/submissions/leads',
  table: 'calculator_leads',
  what: 'lead',
  statuses: LEAD_STATUSES,
  columns: [
    'id',
    'name',
    'email',
    'selected_features as selectedFeatures',
    'total_cost as totalCost',
    'status',
    'notes',
    'session_id as sessionId',
    'created_at as createdAt',
  ],
};
