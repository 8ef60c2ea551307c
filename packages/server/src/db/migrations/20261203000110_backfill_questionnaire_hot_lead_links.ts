import type { Knex } from 'knex';

/**
 * The hot leads (and their sessions) that a finished questionnaire made before 20261203000100 link
 * nothing: each gets its questionnaire, as the server's record of it in the session's ledger names
 * it. A session already linked to a calculator lead or a contact message keeps that link (live, the
 * latest submission wins; `leadline scores recompute` applies that rule to the old ones too).
 */
const LINK = (table: 'analytics_sessions' | 'hot_leads') => `
  update ${table} t set lead_id = w.id, lead_kind = 'questionnaire'
  from workflow_submissions w
  where w.session_id = t.session_id and t.lead_id is null
    and exists (
      select 1 from analytics_events e
      where e.session_id = w.session_id and e.event_type = 'WORKFLOW_SUBMITTED'
        and e.origin = 'server' and e.metadata ->> 'leadId' = w.id::text
    )`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(LINK('analytics_sessions'));
  await knex.raw(LINK('hot_leads'));
}

/** Nothing: 20261203000100's down unlinks every questionnaire, these with the rest. */
export async function down(): Promise<void> {}
