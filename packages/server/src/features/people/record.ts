/** GET /api/admin/people/:id: everything held about one address, and its merged timeline. */
import type { Knex } from 'knex';
import { policyOf, type PersonRecord, type PersonSession } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import { selectList } from '../../lists/records';
import { CAPTURES } from '../analytics/captures';
import { CONTACT_RECORDS } from '../contacts/records';
import { LEAD_RECORDS } from '../leads/records';
import { SUBSCRIBER_STATUS_SQL } from '../newsletter/queries';
import { WORKFLOW_RECORDS } from '../workflow/records';
import { personReminders } from '../follow-up/reminders';
import { linkedSessionsSql } from './person-sql';
import { personSummary } from './queries';
import { buildTimeline, type StatusChange, type VisitEvent } from './timeline';

/** The most sessions (newest first) a record shows, and the most events of theirs on its timeline. */
export const RECORD_LIMITS = { sessions: 100, events: 2000 } as const;

export async function personRecord(knex: Knex, id: string): Promise<PersonRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const person = await personSummary(knex, id);
  if (!person) return undefined;
  const email = person.email;
  const byEmail = <T>(spec: { table: string; columns: Parameters<typeof selectList<T>>[2] }) =>
    knex(spec.table)
      .whereRaw('lower(email) = ?', [email])
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select(selectList(knex, spec.table, spec.columns));

  const [
    calculatorLeads,
    contacts,
    questionnaires,
    hotLeads,
    sessionRows,
    newsletter,
    messages,
    notes,
  ] = await Promise.all([
    byEmail(LEAD_RECORDS),
    byEmail(CONTACT_RECORDS),
    byEmail(WORKFLOW_RECORDS),
    knex('hot_leads')
      .whereRaw('lower(email) = ?', [email])
      .orderBy('created_at', 'desc')
      .select(
        'id',
        'session_id as sessionId',
        'score',
        'contacted',
        'qualification_reasons as qualificationReasons',
        'created_at as createdAt',
      ),
    knex
      .raw<{ rows: PersonSession[] }>(
        `select l.session_id as "sessionId", l.score, l.source, l.device_type as "deviceType",
            l.landing_page as "landingPage", l.pages_viewed as "pagesViewed",
            l.created_at as "createdAt", l.last_activity_at as "lastActivityAt", l.linked_by as "linkedBy"
          from (${linkedSessionsSql(':email')}) l
          order by l.created_at desc, l.session_id limit :limit`,
        { email, limit: RECORD_LIMITS.sessions },
      )
      .then((result) => result.rows),
    knex('newsletter_subscribers')
      .where({ email })
      .first(
        knex.raw(`${SUBSCRIBER_STATUS_SQL} as status`),
        'created_at as createdAt',
        'confirmed_at as confirmedAt',
        'unsubscribed_at as unsubscribedAt',
      ),
    knex('mail_messages as m')
      .where({ audience: 'visitor' })
      .whereRaw('lower(m.to_address) = ?', [email])
      // A reply from the record: who sent it.
      .leftJoin('person_replies as r', 'r.mail_message_id', 'm.id')
      .leftJoin('users as ru', 'ru.id', 'r.sent_by')
      .orderBy('m.created_at', 'desc')
      .select(
        'm.id',
        'm.kind',
        'm.subject',
        'm.status',
        'm.created_at as createdAt',
        'm.sent_at as sentAt',
        'ru.email as by',
      ),
    knex('person_notes as n')
      .leftJoin('users as u', 'u.id', 'n.author_id')
      .where('n.person_id', id)
      .orderBy('n.created_at', 'desc')
      .select('n.id', 'n.body', 'u.email as author', 'n.created_at as createdAt'),
  ]);

  const reminders = await personReminders(knex, id);
  const sessionIds = sessionRows.map((session) => session.sessionId);
  const recordIds = [calculatorLeads, contacts, questionnaires, hotLeads].flatMap((rows) =>
    rows.map((row: { id: string }) => row.id),
  );
  // The person's own stage changes (record_kind 'person') are on the timeline too.
  recordIds.push(id);
  const [events, statusChanges] = await Promise.all([
    sessionIds.length === 0
      ? []
      : (knex('analytics_events')
          .whereIn('session_id', sessionIds)
          .orderBy('id', 'desc')
          .limit(RECORD_LIMITS.events)
          .select(
            'session_id as sessionId',
            'event_type as eventType',
            'page_url as page',
            'points',
            'metadata',
            'created_at as at',
          ) as Promise<(VisitEvent & { metadata: Record<string, unknown> | null })[]>),
    knex('status_changes as c')
      .leftJoin('users as u', 'u.id', 'c.changed_by')
      .whereIn('c.record_id', recordIds)
      .select(
        'c.record_kind as recordKind',
        'c.record_id as recordId',
        'c.from_status as fromStatus',
        'c.to_status as toStatus',
        'u.email as by',
        'c.created_at as at',
      ) as Promise<StatusChange[]>,
  ]);

  const captures = events
    .filter(
      (event) =>
        Object.hasOwn(CAPTURES, event.eventType) &&
        event.points > 0 &&
        String(event.metadata?.email ?? '').toLowerCase() === email,
    )
    .map((event) => ({
      sessionId: event.sessionId,
      via: CAPTURES[event.eventType as keyof typeof CAPTURES],
      name: typeof event.metadata?.name === 'string' ? event.metadata.name : null,
      at: event.at,
    }));

  const record = {
    person,
    calculatorLeads,
    contacts,
    questionnaires,
    hotLeads,
    captures,
    newsletter: newsletter ?? null,
    sessions: sessionRows,
    messages,
    notes,
    reminders,
  } as Omit<PersonRecord, 'timeline'>;
  return {
    ...record,
    timeline: buildTimeline(record, {
      events: events.map(({ metadata: _metadata, ...event }) => ({
        ...event,
        label: policyOf(event.eventType)?.label ?? event.eventType,
      })),
      statusChanges,
    }),
  };
}
