import { queryOptions } from '@tanstack/react-query';
import type { Json, WarmLead as WarmLeadAnswer } from '@leadline/server/domain';
import { getJson } from '../../lib/http';

/** A session scoring 50-74 (GET /api/admin/warm-leads), closest to hot first. */
export type WarmLead = Json<WarmLeadAnswer>;

export const warmLeadKeys = { all: ['admin', 'warm-leads'] as const };

export const warmLeadsQuery = queryOptions({
  queryKey: warmLeadKeys.all,
  queryFn: () => getJson<WarmLead[]>('/api/admin/warm-leads'),
});

/** The list as CSV, the same rows as the screen. */
export const WARM_LEADS_CSV = '/api/admin/export/warm-leads.csv';
