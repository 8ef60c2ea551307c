import { queryOptions } from '@tanstack/react-query';
import type { HotLeadsPage, Json, ListSort } from '@leadline/domain';
import { getJson, patchJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';
import { withSort } from '../fit/sort';

/** GET /api/admin/hot-leads: a page of hot leads, the filter's total, and figures over all. */
export type HotLeadList = Json<HotLeadsPage>;
/** A hot lead as the list answers it. */
export type HotLead = HotLeadList['items'][number];
/** The stat cards and filter counts, over every hot lead whatever the filter. */
export type HotLeadStats = HotLeadList['stats'];

/** SPEC section 4: 'New' is notified=false, 'Contacted' is contacted=true. */
export type HotLeadFilter = 'all' | 'new' | 'contacted';

const FILTER_PARAMS: Record<HotLeadFilter, Record<string, string>> = {
  all: {},
  new: { notified: 'false' },
  contacted: { contacted: 'true' },
};

export const hotLeadKeys = {
  all: ['admin', 'hot-leads'] as const,
  list: (filter: HotLeadFilter, page: number, sort?: ListSort) =>
    [...hotLeadKeys.all, 'list', filter, sort ?? 'best', page] as const,
};

export const hotLeadsQuery = (filter: HotLeadFilter, page: number, sort?: ListSort) =>
  queryOptions({
    queryKey: hotLeadKeys.list(filter, page, sort),
    queryFn: () =>
      getJson<HotLeadList>(
        `/api/admin/hot-leads?${pageParams(page, withSort(new URLSearchParams(FILTER_PARAMS[filter]), sort))}`,
      ),
  });

export interface HotLeadFlags {
  notified?: boolean;
  contacted?: boolean;
}

/** 'Mark Viewed' sends { notified: true }; 'Mark Contacted' { contacted: true } (the server also sets notified). */
export const updateHotLead = (id: string, flags: HotLeadFlags) =>
  patchJson<HotLead>(`/api/admin/hot-leads/${encodeURIComponent(id)}`, flags);

/** The CSV download of the list under the same filter (every page). */
export function hotLeadsExportHref(filter: HotLeadFilter): string {
  const query = new URLSearchParams(FILTER_PARAMS[filter]).toString();
  return `/api/admin/export/hot-leads.csv${query ? `?${query}` : ''}`;
}
