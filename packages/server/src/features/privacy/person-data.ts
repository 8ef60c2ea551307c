/**
 * Everything held about one address, table by table: the one definition that the export writes out
 * and the erasure deletes, so that what a person is shown and what is erased cannot drift apart.
 */
import type { Knex } from 'knex';
import { requiredEmail } from '../../domain/fields';
import { CAPTURES } from '../analytics/captures';
import { linkedSessionsSql } from '../people/person-sql';

type Row = Record<string, unknown>;

/** The tables that hold a person's rows, in the order they are erased (children first). */
export const PERSON_TABLES = [
  'session_awards',
  'analytics_events',
  'hot_leads',
  'status_changes',
  'mail_messages',
  'webhook_deliveries',
  'calculator_leads',
  'contact_messages',
  'workflow_submissions',
  'newsletter_subscribers',
  'analytics_sessions',
  'person_notes',
  'people',
] as const;
export type PersonTable = (typeof PERSON_TABLES)[number];

export interface PersonData {
  /** The address as people holds it: trimmed, lower case. */
  email: string;
  /** Every session linked to the address (by a record, a capture, or the same visitor). */
  sessionIds: string[];
  rows: Record<PersonTable, Row[]>;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether a value is an address the forms would have taken. */
export const isEmailAddress = (value: unknown) => requiredEmail().isValidSync(value);

const ids = (rows: Row[], key = 'id') => rows.map((row) => String(row[key]));

/** The rows of `table` whose lower-case address is the person's. */
const byAddress = (knex: Knex, table: string, email: string) =>
  knex(table).whereRaw('lower(email) = ?', [email]).orderBy('created_at').select('*');

/**
 * Mail and webhook deliveries about the person: addressed to them, caused by one of their rows or
 * sessions (the `ref` of a mail), or carrying their address or one of their ids anywhere in the
 * stored message (an owner's alert, a digest, a webhook payload).
 */
function deliveriesAbout(
  knex: Knex,
  table: 'mail_messages' | 'webhook_deliveries',
  email: string,
  recordIds: string[],
  sessionIds: string[],
) {
  const text = table === 'mail_messages' ? 'lower(d::text)' : 'lower(d.payload::text)';
  const query = knex(`${table} as d`)
    .where((where) => {
      where.whereRaw(`position(? in ${text}) > 0`, [email]);
      for (const id of recordIds) where.orWhereRaw(`position(? in ${text}) > 0`, [id]);
      // Session ids are the visitor's own strings, so they are matched as whole JSON values only.
      for (const id of sessionIds) {
        where.orWhereRaw(`position(? in ${text}) > 0`, [JSON.stringify(id).toLowerCase()]);
        if (table === 'mail_messages') where.orWhereRaw(`d.ref ->> 'sessionId' = ?`, [id]);
      }
    })
    .orderBy('d.created_at')
    .select('d.*');
  return query;
}

/**
 * Collects the person's rows. With `lock`, their sessions are locked first (FOR UPDATE), so that
 * no event can join a session between being read here and being erased.
 */
export async function collectPersonData(
  knex: Knex,
  address: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PersonData> {
  const email = normalizeEmail(address);
  // The person's sessions, and any other in which they gave their address in the popup or the
  // exit-intent offer (a later address given in the same browser replaces the session's own).
  const linked = await knex.raw<{ rows: { session_id: string }[] }>(
    `select l.session_id from (${linkedSessionsSql(':email')}) l
     union
     select e.session_id from analytics_events e
     where e.event_type in (:captures) and lower(e.metadata ->> 'email') = :email
     order by 1`,
    { email, captures: knex.raw('?, ?', Object.keys(CAPTURES)) },
  );
  const sessionIds = linked.rows.map((row) => row.session_id);
  const sessionRows =
    sessionIds.length === 0
      ? []
      : await knex('analytics_sessions')
          .whereIn('session_id', sessionIds)
          .orderBy('created_at')
          .modify((query) => {
            if (lock) void query.forUpdate();
          })
          .select('*');

  const inSessions = (table: string, order = 'created_at') =>
    sessionIds.length === 0
      ? Promise.resolve([] as Row[])
      : knex(table).whereIn('session_id', sessionIds).orderBy(order).select('*');

  const [leads, contacts, submissions, subscribers, people, events, awards, addressedHotLeads] =
    await Promise.all([
      byAddress(knex, 'calculator_leads', email),
      byAddress(knex, 'contact_messages', email),
      byAddress(knex, 'workflow_submissions', email),
      byAddress(knex, 'newsletter_subscribers', email),
      knex('people').where({ email }).select('*'),
      inSessions('analytics_events'),
      inSessions('session_awards', 'session_id'),
      byAddress(knex, 'hot_leads', email),
    ]);
  const sessionHotLeads = (await inSessions('hot_leads')) as Row[];
  const hotLeads = [
    ...new Map([...addressedHotLeads, ...sessionHotLeads].map((row) => [row.id, row])).values(),
  ];
  const recordIds = [leads, contacts, submissions, hotLeads, subscribers].flatMap((rows) =>
    ids(rows),
  );
  const [notes, statusChanges, mails, webhookDeliveries] = await Promise.all([
    people.length === 0
      ? []
      : knex('person_notes').whereIn('person_id', ids(people)).orderBy('created_at').select('*'),
    recordIds.length === 0
      ? []
      : knex('status_changes').whereIn('record_id', recordIds).orderBy('created_at').select('*'),
    deliveriesAbout(knex, 'mail_messages', email, recordIds, sessionIds),
    deliveriesAbout(knex, 'webhook_deliveries', email, recordIds, sessionIds),
  ]);

  return {
    email,
    sessionIds,
    rows: {
      session_awards: awards,
      analytics_events: events,
      hot_leads: hotLeads,
      status_changes: statusChanges,
      mail_messages: mails,
      webhook_deliveries: webhookDeliveries,
      calculator_leads: leads,
      contact_messages: contacts,
      workflow_submissions: submissions,
      newsletter_subscribers: subscribers,
      analytics_sessions: sessionRows,
      person_notes: notes,
      people,
    },
  };
}

/** Whether anything at all is held about the address. */
export const holdsAnything = (data: PersonData) =>
  Object.values(data.rows).some((rows) => rows.length > 0);
