/** What an hour's roll-up lists: the alerts the alert gate held past ALERT_MAX_PER_HOUR. */
import type { Knex } from 'knex';
import { ALERT_KINDS_SQL } from './alert-gate';
import { KIND_LABELS, type MailKind } from './kinds';
import type { RolledUpAlert } from './templates/alerts';

/** The most a roll-up lists; the rest are counted ("and N more in the Outbox"). */
export const ROLLUP_LISTED = 50;

export async function rolledUpAlerts(
  knex: Knex,
  hour: string,
): Promise<{ alerts: RolledUpAlert[]; total: number }> {
  const { rows } = await knex.raw<{
    rows: {
      kind: MailKind;
      name: string | null;
      email: string | null;
      score: number | null;
      total: number | null;
    }[];
  }>(
    `select m.kind,
       coalesce(h.name, l.name, c.name, w.name, b.name, m.ref->>'name') as name,
       coalesce(h.email, l.email, c.email, w.email, b.email, m.ref->>'email') as email,
       coalesce(h.score, s.score) as score,
       l.total_cost as total
     from mail_messages m
     left join hot_leads h on h.id::text = m.ref->>'hotLeadId'
     left join calculator_leads l on l.id::text = m.ref->>'leadId'
     left join contact_messages c on c.id::text = m.ref->>'contactId'
     left join workflow_submissions w on w.id::text = m.ref->>'submissionId'
     left join bookings b on b.id::text = m.ref->>'bookingId'
     left join analytics_sessions s on s.session_id = m.about_session
     where m.rollup_hour = ?::timestamptz and m.kind in (${ALERT_KINDS_SQL})
     order by m.created_at, m.id
     limit ${ROLLUP_LISTED}`,
    [hour],
  );
  const [count] = await knex('mail_messages')
    .where('rollup_hour', hour)
    .whereRaw(`kind in (${ALERT_KINDS_SQL})`)
    .count<{ n: number | string }[]>({ n: '*' });
  const alerts = rows.map((row) => ({
    what: KIND_LABELS[row.kind],
    name: row.name,
    email: row.email,
    score: row.score === null ? null : Number(row.score),
    total: row.total === null ? null : Number(row.total),
  }));
  return { alerts, total: Number(count?.n ?? alerts.length) };
}
