import type { CalculatorLeadRecord, Json, LeadStatus } from '@leadline/domain';
import { submissionsQuery } from '../submissions/api';

export type Lead = Json<CalculatorLeadRecord>;

/** One page of calculator leads, newest first. */
export const leadsQuery = (status: LeadStatus | undefined, page: number) =>
  submissionsQuery<Lead>('leads', status, page);
