import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalculatorLeadRecord, LeadStatus, Json } from '@leadline/domain';
import { fetchSubmissions, submissionKeys } from '../submissions/api';

export type Lead = Json<CalculatorLeadRecord>;

export const leadKeys = submissionKeys('leads');

/** One page of calculator leads, newest first; the previous page stays on screen while the next loads. */
export const leadsQuery = (status: LeadStatus | undefined, page: number) =>
  queryOptions({
    queryKey: leadKeys.list(status, page),
    queryFn: () => fetchSubmissions<Lead>('leads', status, page),
    placeholderData: keepPreviousData,
  });
