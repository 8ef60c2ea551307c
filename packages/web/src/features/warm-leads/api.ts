import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/http';

/** A session scoring 50-74 (GET /api/admin/warm-leads), closest to hot first. */
export interface WarmLead {
  sessionId: string;
  email: string | null;
  score: number;
  pagesViewed: number;
  /** Seconds from the session's start to its last event. */
  timeOnSite: number;
  calculatorCompleted: boolean;
  contactFormViewed: boolean;
  source: string | null;
  utmCampaign: string | null;
  lastActivityAt: string;
  deviceType: string | null;
}

export const warmLeadKeys = { all: ['admin', 'warm-leads'] as const };

export const warmLeadsQuery = queryOptions({
  queryKey: warmLeadKeys.all,
  queryFn: () => getJson<WarmLead[]>('/api/admin/warm-leads'),
});

/** The list as CSV, the same rows as the screen. */
export const WARM_LEADS_CSV = '/api/admin/export/warm-leads.csv';
