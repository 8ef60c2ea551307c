/** "Remind me" follow-ups on a person: set one, mark it done or not, list what is due. */
import type { Knex } from 'knex';
import { TODAY_LIMITS, type DueReminder, type PersonReminder } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import type { Day } from './day';
import { isDateOnly } from './schemas';

const COLUMNS = [
  'r.id',
  'r.person_id as personId',
  'r.due_at as dueAt',
  'r.note',
  'u.email as createdBy',
  'r.created_at as createdAt',
  'r.done_at as doneAt',
] as const;

const withAuthor = (knex: Knex) =>
  knex('person_reminders as r').leftJoin('users as u', 'u.id', 'r.created_by');

/** A person's reminders, the soonest due first. */
export function personReminders(knex: Knex, personId: string): Promise<PersonReminder[]> {
  return withAuthor(knex)
    .where('r.person_id', personId)
    .orderBy([
      { column: 'r.due_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .select(...COLUMNS);
}

/**
 * Adds a reminder to a person, due at `dueAt` (a date alone: the start of that day in `timeZone`);
 * undefined when there is no such person.
 */
export async function addReminder(
  knex: Knex,
  personId: string,
  input: { dueAt: string; note?: string | undefined },
  { timeZone, by }: { timeZone: string; by: string | undefined },
): Promise<PersonReminder | undefined> {
  if (!isUuid(personId)) return undefined;
  const due = isDateOnly(input.dueAt)
    ? knex.raw('(?::date)::timestamp at time zone ?', [input.dueAt, timeZone])
    : knex.raw('?::timestamptz', [new Date(input.dueAt).toISOString()]);
  const [row] = await knex
    .insert(
      knex('people')
        .where({ id: personId })
        .select(knex.raw('id, ?, ?::text, ?::uuid', [due, input.note || null, by ?? null])),
    )
    .into(knex.raw('person_reminders (person_id, due_at, note, created_by)'))
    .returning<{ id: string }[]>('id');
  if (!row) return undefined;
  return withAuthor(knex)
    .where('r.id', row.id)
    .first<PersonReminder>(...COLUMNS);
}

/** Marks a reminder done (now) or not done; undefined when there is no such reminder. */
export async function setReminderDone(
  knex: Knex,
  id: string,
  done: boolean,
): Promise<PersonReminder | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await knex('person_reminders')
    .where({ id })
    // Marked done twice, it keeps the first time.
    .update({ done_at: done ? knex.raw('coalesce(done_at, now())') : null })
    .returning('id');
  if (updated.length === 0) return undefined;
  return withAuthor(knex)
    .where('r.id', id)
    .first<PersonReminder>(...COLUMNS);
}

const dueColumns = (knex: Knex, day: Day) => [
  ...COLUMNS,
  'p.name as personName',
  'p.email as personEmail',
  knex.raw('r.due_at < ? as overdue', [day.start]),
];

/** Not done and due before today ends (today's and the overdue ones), the oldest first. */
export function remindersDue(knex: Knex, day: Day, limit: number): Promise<DueReminder[]> {
  return withAuthor(knex)
    .join('people as p', 'p.id', 'r.person_id')
    .whereNull('r.done_at')
    .where('r.due_at', '<', day.end)
    .orderBy([
      { column: 'r.due_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .limit(limit)
    .select(dueColumns(knex, day));
}

/** Not done and due after today, the soonest first. */
export function remindersUpcoming(knex: Knex, day: Day): Promise<DueReminder[]> {
  return withAuthor(knex)
    .join('people as p', 'p.id', 'r.person_id')
    .whereNull('r.done_at')
    .where('r.due_at', '>=', day.end)
    .orderBy([
      { column: 'r.due_at', order: 'asc' },
      { column: 'r.id', order: 'asc' },
    ])
    .limit(TODAY_LIMITS.reminders)
    .select(dueColumns(knex, day));
}
