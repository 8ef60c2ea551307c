/**
 * What a new hot lead sets off, as CTEs of the ingestion statement that creates it (the ledger's
 * `onNewHotLead`, scoring/ledger-sql.ts): the owner's alert and the `hot_lead.created` webhooks are
 * written in the same statement, so they exist exactly when the hot lead does. The alert's dedupe key
 * makes a second one impossible whatever the concurrency.
 */
import type { NewHotLeadCtes } from '../../scoring/ledger-sql';
import { isoTimeSql } from '../../db/sql-time';
import { queueWebhooksSql } from './webhooks/events';

const HOT_LEAD_DATA = `jsonb_build_object('id', n.id, 'sessionId', n.session_id, 'email', n.email,
  'name', n.name, 'score', n.score, 'reasons', to_jsonb(n.qualification_reasons), 'source', n.source,
  'utmSource', n.utm_source, 'utmCampaign', n.utm_campaign, 'createdAt', ${isoTimeSql('n.created_at')})`;

export const hotLeadOutboxCtes: NewHotLeadCtes = (newHot) => `
hot_alerts as (
  insert into mail_messages (kind, audience, dedupe_key, ref)
  select 'hot_lead_alert', 'owner', 'hot_lead_alert:' || n.id, jsonb_build_object('hotLeadId', n.id)
  from ${newHot} n
  on conflict (dedupe_key) do nothing
),
hot_hooks as (${queueWebhooksSql('hot_lead.created', {
  from: `${newHot} n`,
  timestamp: isoTimeSql('now()'),
  data: HOT_LEAD_DATA,
})})`;
