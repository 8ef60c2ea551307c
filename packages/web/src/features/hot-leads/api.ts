import { queryOptions } from '@tanstack/react-query';
import type { HotLead as HotLeadAnswer, Json } from '@leadline/server/domain';
import { getJson, patchJson } from '../../lib/http';

/** A hot lead as GET /api/admin/hot-leads answers it. */
export type HotLead = Json<HotLeadAnswer>;

/** SPEC section 4: 'New' is notified=false, 'Contacted' is contacted=true. */
export type HotLeadFilter = 'all' | 'new' | 'contacted';

const FILTER_QUERY: Record<HotLeadFilter, string> = {
  all: '',
  new: '?notified=false',
  contacted: '?contacted=true',
};

export const hotLeadKeys = {
  all: ['admin', 'hot-leads'] as const,
  list: (filter: HotLeadFilter) => [...hotLeadKeys.all, 'list', filter] as const,
};

export const hotLeadsQuery = (filter: HotLeadFilter) =>
  queryOptions({
    queryKey: hotLeadKeys.list(filter),
    queryFn: () => getJson<HotLead[]>(`/api/admin/hot-leads${FILTER_QUERY[filter]}`),
  });

export interface HotLeadFlags {
  notified?: boolean;
  contacted?: boolean;
}

/** 'Mark Viewed' sends { notified: true }; 'Mark Contacted' { contacted: true } (the server also sets notified). */
export const updateHotLead = (id: string, flags: HotLeadFlags) =>
  patchJson<HotLead>(`/api/admin/hot-leads/${encodeURIComponent(id)}`, flags);

/** The CSV download of the list under the same filter. */
export const hotLeadsExportHref = (filter: HotLeadFilter) =>
  `/api/admin/export/hot-leads.csv${FILTER_QUERY[filter]}`;
