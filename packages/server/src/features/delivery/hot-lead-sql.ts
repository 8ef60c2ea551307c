/**
 * What a new hot lead sets off, as CTEs of the ingestion statement that creates it (ledger-sql.ts):
 * the owner's alert and the `hot_lead.created` webhooks are written in the same statement, so they
 * exist exactly when the hot lead does. A hot lead is new when its row was inserted, not updated
 * (xmax = 0), and its alert's dedupe key makes a second one impossible whatever the concurrency.
 */
import { queueWebhooksSql } from './webhooks/events';

/** Appended to the hot-lead upsert: the columns the CTEs below read. */
export const HOT_LEAD_RETURNING = `returning hot_leads.id, hot_leads.session_id, hot_leads.email,
  hot_leads.name, hot_leads.score, hot_leads.qualification_reasons, hot_leads.created_at,
  (hot_leads.xmax = 0) as created`;

const HOT_LEAD_DATA = `jsonb_build_object('id', n.id, 'sessionId', n.session_id, 'email', n.email,
  'name', n.name, 'score', n.score, 'reasons', to_jsonb(n.qualification_reasons), 'source', n.source,
  'utmSource', n.utm_source, 'utmCampaign', n.utm_campaign, 'createdAt', n.created_at)`;

/** `hot` is the upsert's CTE, `sessions` the updated sessions' CTE. */
export function hotLeadOutboxCtes(hot: string, sessions: string): string {
  return `
new_hot as (
  select h.*, s.source, s.utm_source, s.utm_campaign from ${hot} h
  join ${sessions} s on s.session_id = h.session_id where h.created
),
hot_alerts as (
  insert into mail_messages (kind, audience, dedupe_key, ref)
  select 'hot_lead_alert', 'owner', 'hot_lead_alert:' || n.id, jsonb_build_object('hotLeadId', n.id)
  from new_hot n
  on conflict (dedupe_key) do nothing
),
hot_hooks as (${queueWebhooksSql('hot_lead.created', HOT_LEAD_DATA, 'new_hot n')})`;
}
