import { queryOptions } from '@tanstack/react-query';
import type { Json, WarmLeadsPage } from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';

/** GET /api/admin/warm-leads: a page of sessions scoring 50-74, closest to hot first, and figures
 * over all of them. */
export type WarmLeadList = Json<WarmLeadsPage>;
export type WarmLead = WarmLeadList['items'][number];
export type WarmLeadStats = WarmLeadList['stats'];

export const warmLeadKeys = {
  all: ['admin', 'warm-leads'] as const,
  page: (page: number) => [...warmLeadKeys.all, page] as const,
};

export const warmLeadsQuery = (page: number) =>
  queryOptions({
    queryKey: warmLeadKeys.page(page),
    queryFn: () => getJson<WarmLeadList>(`/api/admin/warm-leads?${pageParams(page)}`),
  });

/** The list as CSV: every warm lead, in the screen's order. */
export const WARM_LEADS_CSV = '/api/admin/export/warm-leads.csv';
