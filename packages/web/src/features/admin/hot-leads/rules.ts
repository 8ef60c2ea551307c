/** The hot-lead screen's rules (SPEC sections 2 and 4), as pure functions. */
import { reasonLabel, type LeadKind, type ListSort } from '@leadline/domain';
import { parseSort } from '../fit/sort';
import { HOT_LEAD_REASONS_SHOWN } from '../constants';
import { parsePage } from '../../../lib/paging';
import type { HotLead, HotLeadFilter, HotLeadStats } from './api';

export type HotLeadStatus = 'NEW' | 'Contacted' | 'Converted' | 'Viewed';

/** NEW until someone has seen it; then Contacted, Converted, or merely Viewed. */
export function hotLeadStatus(
  lead: Pick<HotLead, 'notified' | 'contacted' | 'convertedToLead'>,
): HotLeadStatus {
  if (!lead.notified) return 'NEW';
  if (lead.contacted) return 'Contacted';
  if (lead.convertedToLead) return 'Converted';
  return 'Viewed';
}

/** How many leads each filter button counts. */
export const filterCounts = (stats: HotLeadStats): Record<HotLeadFilter, number> => ({
  all: stats.total,
  new: stats.unnotified,
  contacted: stats.contacted,
});

export { reasonLabel };

export function visibleReasons(reasons: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: reasons.slice(0, HOT_LEAD_REASONS_SHOWN).map(reasonLabel),
    more: Math.max(0, reasons.length - HOT_LEAD_REASONS_SHOWN),
  };
}

/** The list that holds each kind of linked lead. */
const LEAD_LISTS = {
  calculator: '/admin/leads',
  contact: '/admin/contacts',
  questionnaire: '/admin/workflow-submissions',
} as const satisfies Record<LeadKind, string>;

/** The list that holds the linked lead, with its id as the anchor. */
export function leadLink(
  lead: Pick<HotLead, 'leadId' | 'leadKind'>,
): { to: (typeof LEAD_LISTS)[LeadKind]; hash: string } | null {
  if (!lead.leadId || !lead.leadKind) return null;
  return { to: LEAD_LISTS[lead.leadKind], hash: lead.leadId };
}

export interface HotLeadSearch {
  /** 'all' when absent. */
  filter?: 'new' | 'contacted';
  /** The reachable and best first when absent. */
  sort?: ListSort;
  /** 1 when absent. */
  page?: number;
  /** A session whose timeline is open (the link in the hot-lead alert mail). */
  session?: string;
}

const SESSION_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The URL search of the screen: the filter, the order, the page and the open session. */
export function parseHotLeadSearch(search: Record<string, unknown>): HotLeadSearch {
  const session =
    typeof search.session === 'string' && SESSION_ID.test(search.session)
      ? search.session
      : undefined;
  return {
    filter: search.filter === 'new' || search.filter === 'contacted' ? search.filter : undefined,
    sort: parseSort(search.sort),
    page: parsePage(search.page),
    ...(session && { session }),
  };
}
