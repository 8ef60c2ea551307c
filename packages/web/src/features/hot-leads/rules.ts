/** The hot-lead screen's rules (SPEC sections 2 and 4), as pure functions. */
import { HOT_LEAD_REASONS_SHOWN } from '../admin/constants';
import type { HotLead, HotLeadFilter } from './api';

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

export interface HotLeadStats {
  total: number;
  /** Not yet notified: the 'New' filter. */
  unnotified: number;
  contacted: number;
  /** The mean score, rounded; 0 without leads. */
  avgScore: number;
}

export function hotLeadStats(leads: readonly HotLead[]): HotLeadStats {
  const total = leads.length;
  const sum = leads.reduce((acc, lead) => acc + lead.score, 0);
  return {
    total,
    unnotified: leads.filter((lead) => !lead.notified).length,
    contacted: leads.filter((lead) => lead.contacted).length,
    avgScore: total === 0 ? 0 : Math.round(sum / total),
  };
}

/** How many leads each filter button counts. */
export const filterCounts = (stats: HotLeadStats): Record<HotLeadFilter, number> => ({
  all: stats.total,
  new: stats.unnotified,
  contacted: stats.contacted,
});

/** 'viewed_pricing' → 'viewed pricing'. */
export const reasonLabel = (reason: string): string => reason.replaceAll('_', ' ');

export function visibleReasons(reasons: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: reasons.slice(0, HOT_LEAD_REASONS_SHOWN).map(reasonLabel),
    more: Math.max(0, reasons.length - HOT_LEAD_REASONS_SHOWN),
  };
}

/** The leads page that holds the linked lead, with its id as the anchor. */
export function leadLink(
  lead: Pick<HotLead, 'leadId' | 'leadKind'>,
): { to: '/admin/leads' | '/admin/contacts'; hash: string } | null {
  if (!lead.leadId) return null;
  return {
    to: lead.leadKind === 'contact' ? '/admin/contacts' : '/admin/leads',
    hash: lead.leadId,
  };
}

/** The URL search of the screen: the filter, 'all' when absent. */
export function parseHotLeadSearch(search: Record<string, unknown>): {
  filter?: 'new' | 'contacted';
} {
  return {
    filter: search.filter === 'new' || search.filter === 'contacted' ? search.filter : undefined,
  };
}
