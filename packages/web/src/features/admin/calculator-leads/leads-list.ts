import { LEAD_STATUSES } from '@leadline/domain';
import type { SubmissionList } from '../submissions/submissions-page';
import { leadsQuery, type Lead } from './api';
import { LEAD_COLUMNS } from './leads-columns';

/** /admin/leads: the calculator's leads (SPEC section 2). */
export const LEAD_LIST: SubmissionList<Lead['status'], Lead> = {
  kind: 'leads',
  statuses: LEAD_STATUSES,
  query: leadsQuery,
  columns: LEAD_COLUMNS,
  texts: {
    title: 'Calculator Leads',
    subtitle: 'Manage leads from the cost calculator',
    noun: 'leads',
    caption: 'Calculator leads',
    loading: 'Loading leads...',
    empty: 'No leads yet',
    error: 'Unable to load leads',
  },
};
