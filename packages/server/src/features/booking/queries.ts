/**
 * A booking's writes, each in one transaction under one advisory lock for every instance on the
 * database: the overlap check and the write cannot interleave with another booking's. The partial
 * unique index on confirmed starts is the backstop; its violation is a 409 like a taken slot.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  mailboxOf,
  MANAGE_TOKEN,
  type BookingCreated,
  type BookingRequest,
  type ManagedBooking,
  type SlotRules,
} from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import { HttpError, notFound } from '../../errors';
import { storeSubmission } from '../analytics/submissions';
import { movePersonStage } from '../people/stage';
import { bookingCancelled, bookingScheduled } from './mails';
import type { BookingRow as FullBookingRow } from './row';
import { checkStart, slotRules } from './slots';

/** Confirmed calls still to come, at most, per mailbox and per network (its key of the day). */
export const MAX_UPCOMING_PER_MAILBOX = 2;
export const MAX_UPCOMING_PER_CLIENT = 3;
/** Moves of one call, at most: each one mails the owner a new invitation. */
export const MAX_MOVES = 3;

const LOCK = 'leadline:bookings';
const lock = (trx: Knex.Transaction) =>
  trx.raw('select pg_advisory_xact_lock(hashtext(?))', [LOCK]);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const taken = () =>
  new HttpError(409, 'slot_taken', 'This time was just booked: please pick another.');
const notASlot = () =>
  new HttpError(
    400,
    'not_a_slot',
    'This time is not one of the free slots: please pick one of them.',
  );

/** The unique index's violation (another instance won past the lock): a taken slot. */
async function refusingDoubleBooking<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw taken();
    throw error;
  }
}

async function freeSpan(trx: Knex.Transaction, rules: SlotRules, start: string, except?: string) {
  const check = await checkStart(trx, rules, Date.parse(start), except);
  if ('problem' in check) throw check.problem === 'taken' ? taken() : notASlot();
  return check.ok;
}

async function refuseOverCaps(trx: Knex.Transaction, email: string, clientKey: string) {
  const upcoming = (await trx('bookings')
    .where({ status: 'confirmed' })
    .where('start_at', '>', trx.fn.now())
    .select('email', 'client_key')) as { email: string; client_key: string | null }[];
  const mailbox = mailboxOf(email);
  if (upcoming.filter((b) => mailboxOf(b.email) === mailbox).length >= MAX_UPCOMING_PER_MAILBOX) {
    throw new HttpError(
      409,
      'booking_limit',
      `This address already has ${MAX_UPCOMING_PER_MAILBOX} calls booked: cancel or move one of them.`,
    );
  }
  if (upcoming.filter((b) => b.client_key === clientKey).length >= MAX_UPCOMING_PER_CLIENT) {
    throw new HttpError(409, 'booking_limit', 'Too many calls were booked from this network.');
  }
}

export interface BookingOrigin {
  clientKey: string;
  /** TIME_ZONE: the default availability's zone. */
  timeZone: string;
}

export async function createBooking(
  knex: Knex,
  input: BookingRequest,
  origin: BookingOrigin,
): Promise<BookingCreated> {
  const token = randomBytes(32).toString('base64url');
  const scoring = input.sessionId
    ? {
        sessionId: input.sessionId,
        eventType: 'CALL_BOOKED' as const,
        email: input.email,
        name: input.name,
        pageUrl: '/book',
      }
    : undefined;
  return refusingDoubleBooking(() =>
    storeSubmission(
      knex,
      async (trx) => {
        await lock(trx);
        const rules = await slotRules(trx, origin.timeZone);
        const span = await freeSpan(trx, rules, input.start);
        await refuseOverCaps(trx, input.email, origin.clientKey);
        await trx.raw('select touch_person(?, ?, null, now())', [input.email, input.name]);
        const person = (await trx('people')
          .where({ email: input.email.trim().toLowerCase() })
          .first('id')) as { id: string };
        const session = input.sessionId
          ? ((await trx('analytics_sessions')
              .where({ session_id: input.sessionId })
              .first('session_id')) as { session_id: string } | undefined)
          : undefined;
        const { id } = onlyRow(
          (await trx('bookings')
            .insert({
              person_id: person.id,
              session_id: session?.session_id ?? null,
              name: input.name,
              email: input.email,
              note: input.note ?? null,
              start_at: new Date(span.start),
              end_at: new Date(span.end),
              manage_token_hash: hashToken(token),
              client_key: origin.clientKey,
            })
            .returning('id')) as { id: string }[],
        );
        // Forward only: a person already past "Call booked" (a proposal, won, lost) stays there.
        await movePersonStage(trx, {
          personId: person.id,
          to: 'call_booked',
          by: null,
          onlyForward: true,
        });
        await bookingScheduled(trx, {
          id,
          email: input.email,
          start: new Date(span.start),
          sequence: 0,
          timeZone: rules.settings.timeZone,
          manageToken: token,
          clientKey: origin.clientKey,
        });
        return {
          id,
          start: new Date(span.start).toISOString(),
          end: new Date(span.end).toISOString(),
        };
      },
      scoring,
    ),
  );
}

type BookingRow = Pick<
  FullBookingRow,
  'id' | 'name' | 'email' | 'start_at' | 'end_at' | 'status' | 'sequence'
>;

const managed = (row: BookingRow): ManagedBooking => ({
  id: row.id,
  start: new Date(row.start_at).toISOString(),
  end: new Date(row.end_at).toISOString(),
  name: row.name,
  status: row.status,
});

async function byToken(knex: Knex, token: string, forUpdate = false): Promise<BookingRow> {
  if (!MANAGE_TOKEN.test(token)) throw notFound('No booking has this link.');
  const query = knex('bookings')
    .where({ manage_token_hash: hashToken(token) })
    .first<BookingRow | undefined>(
      'id',
      'name',
      'email',
      'start_at',
      'end_at',
      'status',
      'sequence',
    );
  if (forUpdate) query.forUpdate();
  const row = await query;
  if (!row) throw notFound('No booking has this link.');
  return row;
}

export const findManagedBooking = async (knex: Knex, token: string) =>
  managed(await byToken(knex, token));

function refuseUnlessUpcoming(row: BookingRow) {
  if (row.status !== 'confirmed') {
    throw new HttpError(409, 'booking_cancelled', 'This call was cancelled.');
  }
  if (new Date(row.start_at).getTime() <= Date.now()) {
    throw new HttpError(409, 'booking_past', 'This call has already begun.');
  }
}

/** Cancels the call (a second cancel answers the same). The person's stage stays where it is. */
export async function cancelBooking(knex: Knex, token: string, timeZone: string) {
  return knex.transaction(async (trx) => {
    await lock(trx);
    const row = await byToken(trx, token, true);
    if (row.status === 'cancelled') return managed(row);
    refuseUnlessUpcoming(row);
    const sequence = row.sequence + 1;
    await trx('bookings').where({ id: row.id }).update({
      status: 'cancelled',
      sequence,
      cancelled_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
    const { settings } = await slotRules(trx, timeZone);
    await bookingCancelled(trx, {
      id: row.id,
      email: row.email,
      start: new Date(row.start_at),
      sequence,
      timeZone: settings.timeZone,
      manageToken: token,
    });
    return managed({ ...row, status: 'cancelled', sequence });
  });
}

/** Moves the call to another free slot: a new invitation (SEQUENCE + 1) and new reminders. */
export async function moveBooking(
  knex: Knex,
  token: string,
  start: string,
  timeZone: string,
): Promise<BookingCreated> {
  return refusingDoubleBooking(() =>
    knex.transaction(async (trx) => {
      await lock(trx);
      const row = await byToken(trx, token, true);
      refuseUnlessUpcoming(row);
      // A call is only moved (sequence > 0 otherwise means cancelled, refused above).
      if (row.sequence >= MAX_MOVES) {
        throw new HttpError(
          409,
          'booking_moves',
          `This call was moved ${MAX_MOVES} times already: cancel it and book a new one.`,
        );
      }
      const rules = await slotRules(trx, timeZone);
      const span = await freeSpan(trx, rules, start, row.id);
      const sequence = row.sequence + 1;
      await trx('bookings')
        .where({ id: row.id })
        .update({
          start_at: new Date(span.start),
          end_at: new Date(span.end),
          sequence,
          updated_at: trx.fn.now(),
        });
      await bookingScheduled(trx, {
        id: row.id,
        email: row.email,
        start: new Date(span.start),
        sequence,
        timeZone: rules.settings.timeZone,
        manageToken: token,
      });
      return {
        id: row.id,
        start: new Date(span.start).toISOString(),
        end: new Date(span.end).toISOString(),
      };
    }),
  );
}
