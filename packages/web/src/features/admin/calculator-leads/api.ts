import type { CalculatorLeadRecord, Json, LeadStatus, ListSort } from '@leadline/domain';
import { submissionsQuery } from '../submissions/api';

export type Lead = Json<CalculatorLeadRecord>;

/** One page of calculator leads in `sort`'s order. */
export const leadsQuery = (status: LeadStatus | undefined, page: number, sort?: ListSort) =>
  submissionsQuery<Lead>('leads', status, page, sort);
