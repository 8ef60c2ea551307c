/**
 * Whether an owner alert goes now, decided as it is about to be sent (the first time only), under one
 * lock for every instance, so that the owner hears once, about people they can reach, and nobody can
 * flood them:
 * - a hot lead without an address is not mailed: it is listed in Hot leads and counted in the digest;
 * - one alert per person per burst (ALERT_BURST_MINUTES): a hot lead or a captured address is not
 *   mailed when a form of the same person or session came in the burst (its alert tells it), or
 *   another alert about them went out in it; forms always alert, they carry the visitor's words;
 * - one network address's hot leads and captures alert at most ALERT_MAX_PER_CLIENT times an hour;
 * - at most ALERT_MAX_PER_HOUR immediate alerts a clock hour; the rest are listed in one roll-up
 *   mail at the end of that hour.
 * Every alert stays in the Outbox, with the reason it was not mailed on its row.
 */
import type { Knex } from 'knex';
import { mailboxOf } from '@leadline/domain';
import type { AlertLimits } from '../../../config';
import { KIND_LABELS, type MailKind, type MailRef } from './kinds';

export const IMMEDIATE_ALERTS = [
  'lead_alert',
  'contact_alert',
  'workflow_alert',
  'capture_alert',
  'hot_lead_alert',
  'booking_alert',
] as const satisfies readonly MailKind[];
type AlertKind = (typeof IMMEDIATE_ALERTS)[number];

// A booked call is told as a form is: always, past a network's allowance in the hour's roll-up.
const FORM_ALERTS: ReadonlySet<AlertKind> = new Set([
  'lead_alert',
  'contact_alert',
  'workflow_alert',
  'booking_alert',
]);

export const isImmediateAlert = (kind: MailKind): kind is AlertKind =>
  (IMMEDIATE_ALERTS as readonly MailKind[]).includes(kind);

export const ANONYMOUS_REASON =
  'Anonymous: no address to reach yet. Listed in Hot leads and counted in the daily digest.';

/** The SQL list of the immediate alert kinds. */
export const ALERT_KINDS_SQL = IMMEDIATE_ALERTS.map((kind) => `'${kind}'`).join(', ');

export interface GatedJob {
  id: string;
  kind: MailKind;
  ref: MailRef;
  attempts: number;
  /** When the owner was told (mailed, or with `rollup_hour`, taken by that hour's roll-up). */
  alerted_at: Date | string | null;
  rollup_hour: Date | string | null;
}

interface About {
  email: string | null;
  sessionId: string | null;
  clientKey: string | null;
}

/** Whom an alert is about, from the rows it names as they are now; undefined when they are gone. */
async function aboutOf(trx: Knex.Transaction, kind: AlertKind, ref: MailRef) {
  const bySession = (table: string, id: string | undefined) =>
    trx(`${table} as r`)
      .leftJoin('analytics_sessions as s', 's.session_id', 'r.session_id')
      .where('r.id', id ?? null)
      .first<About | undefined>(
        'r.email',
        'r.session_id as sessionId',
        's.client_key as clientKey',
      );
  switch (kind) {
    case 'hot_lead_alert':
      return bySession('hot_leads', ref.hotLeadId);
    case 'lead_alert':
      return bySession('calculator_leads', ref.leadId);
    case 'contact_alert':
      return bySession('contact_messages', ref.contactId);
    case 'workflow_alert':
      return bySession('workflow_submissions', ref.submissionId);
    case 'booking_alert':
      return bySession('bookings', ref.bookingId);
    case 'capture_alert': {
      const session = await trx('analytics_sessions')
        .where({ session_id: ref.sessionId ?? null })
        .first<{ clientKey: string | null } | undefined>('client_key as clientKey');
      return session && { email: ref.email ?? null, sessionId: ref.sessionId ?? null, ...session };
    }
  }
}

const minutes = (n: number) => `make_interval(mins => ${Math.trunc(n)})`;

/** A form of the same session or address in the burst, whose own alert tells what this one would. */
async function formInBurst(trx: Knex.Transaction, about: About, burstMinutes: number) {
  const since = trx.raw(`clock_timestamp() - ${minutes(burstMinutes)}`);
  const address = about.email?.trim().toLowerCase() ?? null;
  const matching = (query: Knex.QueryBuilder) =>
    query.where('created_at', '>', since).andWhere((where) => {
      where.where('session_id', about.sessionId ?? null);
      if (address) where.orWhereRaw('lower(email) = ?', [address]);
    });
  // One after another: a transaction is one connection.
  const lead = await matching(trx('calculator_leads')).first('id');
  const contact = await matching(trx('contact_messages')).first('id');
  const questionnaire = await matching(trx('workflow_submissions'))
    .whereRaw('completed_steps >= total_steps')
    .first('id');
  if (lead) return KIND_LABELS.lead_alert;
  if (contact) return KIND_LABELS.contact_alert;
  if (questionnaire) return KIND_LABELS.workflow_alert;
  return undefined;
}

/**
 * The kind of an alert about the same person or session told in the burst (mailed, or taken by the
 * hour's roll-up), if any.
 */
async function alertedInBurst(
  trx: Knex.Transaction,
  jobId: string,
  mailbox: string | null,
  sessionId: string | null,
  burstMinutes: number,
) {
  const row = await trx('mail_messages')
    .whereNot({ id: jobId })
    .whereRaw(`kind in (${ALERT_KINDS_SQL})`)
    .whereRaw(`alerted_at > clock_timestamp() - ${minutes(burstMinutes)}`)
    .andWhere((where) => {
      where.where('about_session', sessionId ?? null);
      if (mailbox) where.orWhere('about_mailbox', mailbox);
    })
    .first<{ kind: MailKind } | undefined>('kind');
  return row && KIND_LABELS[row.kind];
}

/**
 * Alerts told since `since`: mailed, or also (`mailedOnly` false) taken by a roll-up, as a network's
 * allowance counts them; the hour's budget counts the mailed ones.
 */
async function countAlerted(
  trx: Knex.Transaction,
  since: string,
  { client, mailedOnly }: { client?: string; mailedOnly: boolean },
) {
  const query = trx('mail_messages').whereRaw(`alerted_at >= ${since}`);
  if (client !== undefined) query.where({ about_client: client });
  if (mailedOnly) query.whereNull('rollup_hour');
  const [row] = await query.count<{ n: number | string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

export type GateOutcome = { send: true } | { skip: string };

const overBudget = (limits: AlertLimits) =>
  `Over ${limits.maxPerHour} alerts this hour: listed in the roll-up mail at the end of the hour`;
const overNetwork = (limits: AlertLimits) =>
  `${limits.maxPerClient} alerts this hour already came from this visitor's network`;

/** The clock hour (UTC) of the moment after the lock: what the budget and the roll-up count in. */
const HOUR_SQL = "date_trunc('hour', clock_timestamp(), 'UTC')";
/** A roll-up is built a minute after its hour, once every alert decided in the hour has committed. */
const ROLLUP_GRACE = "interval '1 hour 1 minute'";

export async function gateOwnerAlert(
  knex: Knex,
  job: GatedJob & { kind: AlertKind },
  limits: AlertLimits,
): Promise<GateOutcome> {
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['leadline:owner-alerts']);
    // Read again under the lock: another claim of the same row (this one lapsed) may have decided.
    const row = await trx('mail_messages').where({ id: job.id }).first<
      | {
          status: string;
          attempts: number;
          alerted_at: Date | null;
          rollup_hour: Date | null;
          about_client: string | null;
        }
      | undefined
    >('status', 'attempts', 'alerted_at', 'rollup_hour', 'about_client');
    if (!row || row.status !== 'sending' || row.attempts !== job.attempts)
      return { skip: 'Decided by another attempt' };
    if (row.rollup_hour !== null) return { skip: overBudget(limits) };
    if (row.alerted_at !== null) return { send: true };

    const about = await aboutOf(trx, job.kind, job.ref);
    // What it is about is gone (erased): composing it says so.
    if (!about) return { send: true };
    const mailbox = about.email ? mailboxOf(about.email) : null;
    // A form says where it came from; a capture or a hot lead, its session.
    const client = row.about_client ?? about.clientKey;
    const record = (changes: Record<string, unknown> = {}) =>
      trx('mail_messages')
        .where({ id: job.id })
        .update({
          about_mailbox: mailbox,
          about_session: about.sessionId,
          about_client: client,
          ...changes,
        });
    const hold = async (reason: string): Promise<GateOutcome> => {
      await record();
      return { skip: reason };
    };
    const rollUp = async (reason: string): Promise<GateOutcome> => {
      const { rows } = await trx.raw<{ rows: { hour: Date }[] }>(`select ${HOUR_SQL} as hour`);
      const hour = new Date(rows[0]?.hour ?? Date.now()).toISOString();
      await record({ rollup_hour: hour, alerted_at: trx.raw('clock_timestamp()') });
      await trx.raw(
        `insert into mail_messages (kind, audience, dedupe_key, ref, run_at)
         values ('alert_rollup', 'owner', ?, ?::jsonb, ?::timestamptz + ${ROLLUP_GRACE})
         on conflict (dedupe_key) do nothing`,
        [`alert_rollup:${hour}`, JSON.stringify({ hour }), hour],
      );
      return { skip: reason };
    };
    const networkSpent = async () =>
      client !== null &&
      (await countAlerted(trx, "clock_timestamp() - interval '1 hour'", {
        client,
        mailedOnly: false,
      })) >= limits.maxPerClient;

    const form = FORM_ALERTS.has(job.kind);
    if (job.kind === 'hot_lead_alert' && !mailbox) return hold(ANONYMOUS_REASON);
    if (!form) {
      const formLabel = await formInBurst(trx, about, limits.burstMinutes);
      if (formLabel) return hold(`Told in the "${formLabel}" alert about the same visitor`);
      const earlier = await alertedInBurst(
        trx,
        job.id,
        mailbox,
        about.sessionId,
        limits.burstMinutes,
      );
      if (earlier)
        return hold(
          `Told in the "${earlier}" alert about the same person, less than ${limits.burstMinutes} minutes ago`,
        );
      // A network past its allowance: its hot leads and captures are listed, and mail nobody.
      if (await networkSpent())
        return hold(`${overNetwork(limits)}: listed in the admin, not mailed`);
    } else if (await networkSpent()) {
      // Its forms are not lost (they carry the visitor's words): the hour's roll-up lists them.
      return rollUp(`${overNetwork(limits)}: listed in the roll-up mail at the end of the hour`);
    }
    const mailedThisHour = await countAlerted(trx, HOUR_SQL, { mailedOnly: true });
    if (mailedThisHour >= limits.maxPerHour) return rollUp(overBudget(limits));
    await record({ alerted_at: trx.raw('clock_timestamp()') });
    return { send: true };
  });
}
