/**
 * What a booking's writes set off, queued in their transaction: the visitor's invitation (or its
 * cancellation) and the owner's, and the reminders 24 h before the call. A mail names the booking
 * and its sequence; composing it reads the booking as it is then (compose-booking.ts).
 *
 * - The visitor's invitation and cancellation count against VISITOR_DAILY_LIMIT like any visitor
 *   mail (queue.ts). Their reminder does not wait on it: it is queued outright, one per booking and
 *   sequence, and a booking is bounded by the per-mailbox cap (queries.ts).
 * - The owner's first mail about a booking is an alert (`booking_alert`) through the alert gate, as
 *   a form's: always told, past ALERT_MAX_PER_CLIENT or the hour's budget in the hour's roll-up.
 *   Moves, cancellations and reminders about it are not alerts.
 * - A move or a cancellation suppresses the reminders still queued; a move queues new ones.
 */
import type { Knex } from 'knex';
import { mailboxOf } from '@leadline/domain';
import type { MailRef } from '../delivery/mail/kinds';
import { queueOwnerMail, queueVisitorMail } from '../delivery/mail/queue';

export const REMINDER_HOURS = 24;

export interface BookingMailFacts {
  id: string;
  email: string;
  start: Date;
  sequence: number;
  timeZone: string;
  manageToken: string;
  clientKey?: string | undefined;
}

const visitorRef = (b: BookingMailFacts): MailRef => ({
  bookingId: b.id,
  sequence: b.sequence,
  timeZone: b.timeZone,
  manageToken: b.manageToken,
});
const ownerRef = (b: BookingMailFacts): MailRef => ({
  bookingId: b.id,
  sequence: b.sequence,
  timeZone: b.timeZone,
});

/** A new booking (sequence 0) or a move (a later one): the invitations, and new reminders. */
export async function bookingScheduled(trx: Knex.Transaction, b: BookingMailFacts) {
  await queueVisitorMail(trx, {
    kind: 'booking_confirmation',
    to: b.email,
    ref: visitorRef(b),
    dedupeKey: `booking_confirmation:${b.id}:${b.sequence}`,
  });
  if (b.sequence === 0) {
    await queueOwnerMail(trx, {
      kind: 'booking_alert',
      ref: ownerRef(b),
      dedupeKey: `booking_alert:${b.id}`,
      aboutClient: b.clientKey,
    });
  } else {
    await suppressReminders(
      trx,
      b.id,
      'The call was moved: a reminder of the new time replaces it',
    );
    await queueOwnerMail(trx, {
      kind: 'booking_update',
      ref: ownerRef(b),
      dedupeKey: `booking_update:${b.id}:${b.sequence}`,
    });
  }
  await queueReminders(trx, b);
}

export async function bookingCancelled(trx: Knex.Transaction, b: BookingMailFacts) {
  await suppressReminders(trx, b.id, 'The call was cancelled');
  await queueVisitorMail(trx, {
    kind: 'booking_cancellation',
    to: b.email,
    ref: visitorRef(b),
    dedupeKey: `booking_cancellation:${b.id}`,
  });
  await queueOwnerMail(trx, {
    kind: 'booking_update',
    ref: ownerRef(b),
    dedupeKey: `booking_update:${b.id}:${b.sequence}`,
  });
}

/** Both reminders, due REMINDER_HOURS before the start; none for a call sooner than that. */
async function queueReminders(trx: Knex.Transaction, b: BookingMailFacts) {
  const runAt = new Date(b.start.getTime() - REMINDER_HOURS * 3_600_000);
  if (runAt.getTime() <= Date.now()) return;
  const rows = [
    {
      kind: 'booking_reminder',
      audience: 'visitor',
      to_address: b.email.trim(),
      to_mailbox: mailboxOf(b.email),
      dedupe_key: `booking_reminder:${b.id}:${b.sequence}`,
      ref: JSON.stringify(visitorRef(b)),
      run_at: runAt,
    },
    {
      kind: 'booking_owner_reminder',
      audience: 'owner',
      to_address: null,
      to_mailbox: null,
      dedupe_key: `booking_owner_reminder:${b.id}:${b.sequence}`,
      ref: JSON.stringify(ownerRef(b)),
      run_at: runAt,
    },
  ];
  await trx('mail_messages').insert(rows).onConflict('dedupe_key').ignore();
}

async function suppressReminders(trx: Knex.Transaction, bookingId: string, reason: string) {
  await trx('mail_messages')
    .whereIn('kind', ['booking_reminder', 'booking_owner_reminder'])
    .whereIn('status', ['queued', 'retrying'])
    .whereRaw(`ref->>'bookingId' = ?`, [bookingId])
    .update({ status: 'suppressed', status_reason: reason, updated_at: trx.fn.now() });
}
