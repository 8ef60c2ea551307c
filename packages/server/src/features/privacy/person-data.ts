/**
 * Everything held about one address, table by table: the one definition that the export writes out
 * and the erasure deletes, so that what a person is shown and what is erased cannot drift apart.
 */
import type { Knex } from 'knex';
import { requiredEmail, text } from '@leadline/domain';
import { ADDRESS_SQL, personSessions } from './person-sessions';

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
  'bookings',
  'analytics_sessions',
  'person_notes',
  'person_reminders',
  'person_replies',
  'people',
] as const;
export type PersonTable = (typeof PERSON_TABLES)[number];

export interface PersonData {
  /** The address as people holds it: trimmed, lower case. */
  email: string;
  /** The person's own sessions (by a record, a capture, or the same browser): held whole. */
  sessionIds: string[];
  /** Sessions another address was given in too: only the person's events and address in them. */
  sharedSessionIds: string[];
  rows: Record<PersonTable, Row[]>;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Whether a value is an address the forms take, or took before they refused URL delimiters in one
 * (the HTML spec's grammar): a person stored with such an address can still be exported and erased.
 */
export const isEmailAddress = (value: unknown) =>
  requiredEmail().isValidSync(value) || text().trim().required().email().isValidSync(value);

/**
 * The address inside free text (a rendered mail), as a whole address: "ann@example.com" is not
 * found in "joann@example.com" nor in "ann@example.com.au". A PostgreSQL regular expression.
 */
export const wholeAddressPattern = (email: string) =>
  `(^|[^a-z0-9._%+'-])${email.replace(/[^a-z0-9]/g, (char) => `\\${char}`)}($|[^a-z0-9_.-]|\\.($|[^a-z0-9]))`;

const ids = (rows: Row[], key = 'id') => rows.map((row) => String(row[key]));
const list = (values: readonly string[]) => values.map(() => '?').join(', ');

/** `expression in (values)`, or false for none (an empty list is not SQL). */
const inList = (expression: string, values: readonly string[]): [string, string[]] =>
  values.length === 0 ? ['false', []] : [`${expression} in (${list(values)})`, [...values]];

function anyOf(parts: [string, string[]][]): [string, string[]] {
  return [parts.map(([sql]) => `(${sql})`).join(' or '), parts.flatMap(([, values]) => values)];
}

const byAddress = (knex: Knex, table: string, email: string) =>
  knex(table)
    .whereRaw(`${ADDRESS_SQL('email')} = ?`, [email])
    .orderBy('created_at')
    .select('*');

const byPerson = (knex: Knex, table: string, people: Row[]): Promise<Row[]> =>
  people.length === 0
    ? Promise.resolve([])
    : knex(table).whereIn('person_id', ids(people)).orderBy('created_at').select('*');

interface Causes {
  leads: string[];
  contacts: string[];
  submissions: string[];
  hotLeads: string[];
  subscribers: string[];
  sessions: string[];
  bookings: string[];
}

/**
 * Mails to the address, caused by one of the person's rows or own sessions (their `ref`), or whose
 * rendered text names the address (an owner's alert, a digest).
 */
function mailsAbout(knex: Knex, email: string, causes: Causes) {
  const [where, values] = anyOf([
    [`${ADDRESS_SQL("coalesce(to_address, '')")} = ?`, [email]],
    // An alert about a captured address names it in its ref.
    [`${ADDRESS_SQL("coalesce(ref ->> 'email', '')")} = ?`, [email]],
    inList(`ref ->> 'leadId'`, causes.leads),
    inList(`ref ->> 'contactId'`, causes.contacts),
    inList(`ref ->> 'submissionId'`, causes.submissions),
    inList(`ref ->> 'hotLeadId'`, causes.hotLeads),
    inList(`ref ->> 'subscriberId'`, causes.subscribers),
    inList(`ref ->> 'sessionId'`, causes.sessions),
    inList(`ref ->> 'bookingId'`, causes.bookings),
    [`lower(coalesce(subject, '') || ' ' || coalesce(text, '')) ~ ?`, [wholeAddressPattern(email)]],
  ]);
  return knex('mail_messages').whereRaw(where, values).orderBy('created_at').select('*');
}

/** Webhook deliveries whose event is about the address, one of the person's rows or own sessions. */
function deliveriesAbout(knex: Knex, email: string, causes: Causes) {
  const [where, values] = anyOf([
    [`${ADDRESS_SQL("coalesce(payload #>> '{data,email}', '')")} = ?`, [email]],
    inList(`payload #>> '{data,id}'`, [
      ...causes.leads,
      ...causes.contacts,
      ...causes.submissions,
      ...causes.hotLeads,
    ]),
    inList(`payload #>> '{data,sessionId}'`, causes.sessions),
  ]);
  return knex('webhook_deliveries').whereRaw(where, values).orderBy('created_at').select('*');
}

/**
 * Collects the person's rows. With `lock`, the person and then their sessions are locked (FOR
 * UPDATE, always in that order), so that nothing joins them between being read and being erased.
 * Queries run one after another: a transaction is one connection.
 */
export async function collectPersonData(
  knex: Knex,
  address: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PersonData> {
  const email = normalizeEmail(address);
  const forUpdate = (query: Knex.QueryBuilder) => (lock ? query.forUpdate() : query);
  const people = await forUpdate(knex('people').where({ email }).select('*'));
  const { own, shared } = await personSessions(knex, email);
  const both = [...own, ...shared].sort();
  const lockedSessions: Row[] =
    both.length === 0
      ? []
      : await forUpdate(
          knex('analytics_sessions').whereIn('session_id', both).orderBy('session_id').select('*'),
        );
  const inOwn = (table: string, order = 'created_at') =>
    own.length === 0
      ? Promise.resolve([] as Row[])
      : knex(table).whereIn('session_id', own).orderBy(order).select('*');

  const leads = await byAddress(knex, 'calculator_leads', email);
  const contacts = await byAddress(knex, 'contact_messages', email);
  // Their questionnaires, and the partial ones (no address yet) saved in their own sessions.
  const submissions = await knex('workflow_submissions')
    .whereRaw(`${ADDRESS_SQL('email')} = ?`, [email])
    .modify((query) => {
      if (own.length > 0)
        void query.orWhere((w) => w.whereNull('email').whereIn('session_id', own));
    })
    .orderBy('created_at')
    .select('*');
  const subscribers = await byAddress(knex, 'newsletter_subscribers', email);
  const ownEvents = await inOwn('analytics_events', 'id');
  const sharedTraces =
    shared.length === 0
      ? []
      : await knex('analytics_events')
          .whereIn('session_id', shared)
          .whereRaw(`${ADDRESS_SQL("metadata ->> 'email'")} = ?`, [email])
          .orderBy('id')
          .select('*');
  const awards = await inOwn('session_awards', 'session_id');
  const hotLeads = [
    ...(await inOwn('hot_leads')),
    ...(shared.length === 0
      ? []
      : await knex('hot_leads')
          .whereIn('session_id', shared)
          .whereRaw(`${ADDRESS_SQL('email')} = ?`, [email])
          .select('*')),
  ];
  // The calls they booked: by their person, and by address should the person row be missing.
  const bookings = await knex('bookings')
    .whereRaw(`${ADDRESS_SQL('email')} = ?`, [email])
    .modify((query) => {
      if (people.length > 0) void query.orWhereIn('person_id', ids(people));
    })
    .orderBy('created_at')
    .select('*');
  const causes: Causes = {
    leads: ids(leads),
    contacts: ids(contacts),
    submissions: ids(submissions),
    hotLeads: ids(hotLeads),
    subscribers: ids(subscribers),
    sessions: own,
    bookings: ids(bookings),
  };
  const recordIds = [
    ...causes.leads,
    ...causes.contacts,
    ...causes.submissions,
    ...causes.hotLeads,
    // The person's own pipeline stage changes (record_kind 'person').
    ...ids(people),
  ];
  const notes =
    people.length === 0
      ? []
      : await knex('person_notes')
          .whereIn('person_id', ids(people))
          .orderBy('created_at')
          .select('*');
  const statusChanges =
    recordIds.length === 0
      ? []
      : await knex('status_changes')
          .whereIn('record_id', recordIds)
          .orderBy('created_at')
          .select('*');

  return {
    email,
    sessionIds: own,
    sharedSessionIds: shared,
    rows: {
      session_awards: awards,
      analytics_events: [...ownEvents, ...sharedTraces],
      hot_leads: hotLeads,
      status_changes: statusChanges,
      mail_messages: await mailsAbout(knex, email, causes),
      webhook_deliveries: await deliveriesAbout(knex, email, causes),
      calculator_leads: leads,
      contact_messages: contacts,
      workflow_submissions: submissions,
      newsletter_subscribers: subscribers,
      bookings,
      analytics_sessions: lockedSessions.filter((row) => own.includes(String(row.session_id))),
      person_notes: notes,
      // The owner's follow-ups of the person (features/follow-up): their reminders, and the replies
      // written to them.
      person_reminders: await byPerson(knex, 'person_reminders', people),
      person_replies: await byPerson(knex, 'person_replies', people),
      people,
    },
  };
}

/** Whether anything at all is held about the address. */
export const holdsAnything = (data: PersonData) =>
  Object.values(data.rows).some((rows) => rows.length > 0);
