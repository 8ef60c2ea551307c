import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeadStatus } from '@leadline/server/domain';
import { fetchSubmissions, submissionKeys, type Submission } from '../submissions/api';

export interface Lead extends Submission<LeadStatus> {
  name: string | null;
  /** Feature catalogue ids. */
  selectedFeatures: string[];
  totalCost: number;
  sessionId: string | null;
}

export const leadKeys = submissionKeys('leads');

/** One page of calculator leads, newest first; the previous page stays on screen while the next loads. */
export const leadsQuery = (status: LeadStatus | undefined, page: number) =>
  queryOptions({
    queryKey: leadKeys.list(status, page),
    queryFn: () => fetchSubmissions<Lead>('leads', status, page),
    placeholderData: keepPreviousData,
  });
