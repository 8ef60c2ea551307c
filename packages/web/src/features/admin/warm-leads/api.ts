import { queryOptions } from '@tanstack/react-query';
import type { Json, ListSort, WarmLeadsPage } from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';
import { withSort } from '../fit/sort';

/** GET /api/admin/warm-leads: a page of sessions scoring 50-74 in the order asked, and figures over
 * all of them. */
export type WarmLeadList = Json<WarmLeadsPage>;
export type WarmLead = WarmLeadList['items'][number];
export type WarmLeadStats = WarmLeadList['stats'];

export const warmLeadKeys = {
  all: ['admin', 'warm-leads'] as const,
  page: (page: number, sort?: ListSort) => [...warmLeadKeys.all, sort ?? 'best', page] as const,
};

export const warmLeadsQuery = (page: number, sort?: ListSort) =>
  queryOptions({
    queryKey: warmLeadKeys.page(page, sort),
    queryFn: () =>
      getJson<WarmLeadList>(
        `/api/admin/warm-leads?${pageParams(page, withSort(new URLSearchParams(), sort))}`,
      ),
  });

/** The list as CSV: every warm lead, closest to hot first. */
export const WARM_LEADS_CSV = '/api/admin/export/warm-leads.csv';
