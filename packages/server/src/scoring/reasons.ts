/**
 * A hot lead's qualification reasons: snake_case facts about its session, most telling first (the
 * admin shows the first three). The reasons and their rank are the event policy's SESSION_REASONS;
 * facts come from events, three are derived from the session itself (below).
 */
import { HOT_LEAD_THRESHOLD, QUALIFICATION_REASONS } from '@leadline/domain';

export { QUALIFICATION_REASONS };
export type { QualificationReason } from '@leadline/domain';

export const MULTIPLE_PAGES = 3;
/** A session converted when it submitted the calculator or the contact form (verified by the server). */
export const CONVERSION_FACTS = ['calculator_submitted', 'contact_form_submitted'] as const;
export const HIGH_INTENT_SOURCES = ['search', 'email'] as const;

export { HOT_LEAD_THRESHOLD };

const literal = (values: readonly string[]) => {
  for (const value of values)
    if (!/^[a-z_]+$/.test(value)) throw new Error(`unsafe literal ${value}`);
  return `array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`;
};

/**
 * The reasons of the session row `alias` (with facts, pages_viewed, is_returning_visitor, source) as
 * a SQL expression, in QUALIFICATION_REASONS order. Used by live ingestion and by recompute alike.
 */
export function reasonsSql(alias: string): string {
  const derived = `${alias}.facts
      || case when ${alias}.pages_viewed >= ${MULTIPLE_PAGES} then array['multiple_pages_viewed'] else array[]::text[] end
      || case when ${alias}.is_returning_visitor then array['returning_visitor'] else array[]::text[] end
      || case when ${alias}.source = any(${literal(HIGH_INTENT_SOURCES)}) then array['high_intent_source'] else array[]::text[] end`;
  return `array(select reason from unnest(${literal(QUALIFICATION_REASONS)}) with ordinality as r(reason, n)
      where reason = any(${derived}) order by n)`;
}

/** Inserts or refreshes the hot leads of the sessions in `rowsSql` whose score is hot. */
export function upsertHotLeadsSql(rowsSql: string): string {
  return `insert into hot_leads (session_id, email, name, score, converted_to_lead, lead_id, lead_kind, qualification_reasons, seconds_to_hot)
    select h.session_id, h.email, h.name, h.score, h.facts && ${literal(CONVERSION_FACTS)}, h.lead_id, h.lead_kind, ${reasonsSql('h')},
      greatest(0, floor(extract(epoch from h.last_activity_at - h.created_at)))::int
    from ${rowsSql} h where h.score >= ${HOT_LEAD_THRESHOLD}
    on conflict (session_id) do update set
      score = excluded.score,
      email = coalesce(excluded.email, hot_leads.email),
      name = coalesce(excluded.name, hot_leads.name),
      converted_to_lead = hot_leads.converted_to_lead or excluded.converted_to_lead,
      lead_id = coalesce(excluded.lead_id, hot_leads.lead_id),
      lead_kind = case when excluded.lead_id is null then hot_leads.lead_kind else excluded.lead_kind end,
      qualification_reasons = excluded.qualification_reasons,
      updated_at = now()
    where (hot_leads.score, hot_leads.email, hot_leads.name, hot_leads.converted_to_lead, hot_leads.lead_id, hot_leads.qualification_reasons)
      is distinct from (excluded.score, coalesce(excluded.email, hot_leads.email), coalesce(excluded.name, hot_leads.name),
        hot_leads.converted_to_lead or excluded.converted_to_lead, coalesce(excluded.lead_id, hot_leads.lead_id),
        excluded.qualification_reasons)`;
}
