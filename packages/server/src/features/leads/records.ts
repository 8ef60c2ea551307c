import { LEAD_STATUSES, type CalculatorLeadRecord } from '@leadline/domain';
import {
  FIT_OF_ROW,
  PERSON_OF_ROW,
  SCORE_OF_ROW,
  STAGE_OF_ROW,
  type RecordsSpec,
} from '../../lists/records';

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
    status: 'status',
    notes: 'notes',
    sessionId: 'session_id',
    createdAt: 'created_at',
    personId: PERSON_OF_ROW,
    fit: FIT_OF_ROW,
    personStage: STAGE_OF_ROW,
    score: SCORE_OF_ROW,
  },
};
