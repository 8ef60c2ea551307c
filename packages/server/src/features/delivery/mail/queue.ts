/**
 * Queues messages inside the caller's transaction, so a message exists exactly when the write that
 * causes it commits. Visitor mail is bounded: one per dedupe key (one estimate per lead) and
 * VISITOR_DAILY_LIMIT a day per mailbox (`a+1@`, `a+2@` and, at Gmail, `a.b@` and `ab@` are one),
 * counted under a lock on the mailbox so that concurrent submissions, on any instance, cannot both
 * pass the count.
 */
import type { Knex } from 'knex';
import { mailboxOf } from '@leadline/domain';
import {
  OWNER_WRITTEN_KINDS,
  VISITOR_DAILY_LIMIT,
  type MailRef,
  type OwnerKind,
  type VisitorKind,
} from './kinds';

export const DAILY_LIMIT_REASON = `At most ${VISITOR_DAILY_LIMIT} mails a day to one mailbox`;

export interface VisitorMail {
  kind: VisitorKind;
  to: string;
  ref: MailRef;
  /** One message per key, ever: what makes a retried or repeated submission send nothing new. */
  dedupeKey: string;
  /**
   * False: run the same statements (the lock and the daily count too) but queue nothing, for a
   * caller whose answer must take as long whether or not it mails (the newsletter sign-up).
   */
  send?: boolean;
}

export async function queueVisitorMail(trx: Knex.Transaction, mail: VisitorMail): Promise<void> {
  const mailbox = mailboxOf(mail.to);
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`leadline:mail:${mailbox}`]);
  const [sent] = await trx('mail_messages')
    .where({ audience: 'visitor' })
    // Messages queued before the mailbox was recorded count by their address.
    .andWhere((where) =>
      where
        .where({ to_mailbox: mailbox })
        .orWhere((old) =>
          old
            .whereNull('to_mailbox')
            .whereRaw('lower(to_address) = ?', [mail.to.trim().toLowerCase()]),
        ),
    )
    .whereRaw(`created_at > now() - interval '1 day'`)
    .whereNot({ status: 'suppressed' })
    .whereNotIn('kind', OWNER_WRITTEN_KINDS)
    .count<{ n: number }[]>({ n: '*' });
  const overLimit = (sent?.n ?? 0) >= VISITOR_DAILY_LIMIT;
  // INSERT ... SELECT ... WHERE: the same statement whether it adds the row or not.
  await trx.raw(
    `insert into mail_messages (kind, audience, to_address, to_mailbox, dedupe_key, ref, status, status_reason)
     select ?, 'visitor', ?, ?, ?, ?::jsonb, ?, ? where ?
     on conflict (dedupe_key) do nothing`,
    [
      mail.kind,
      mail.to.trim(),
      mailbox,
      mail.dedupeKey,
      JSON.stringify(mail.ref),
      overLimit ? 'suppressed' : 'queued',
      overLimit ? DAILY_LIMIT_REASON : null,
      mail.send ?? true,
    ],
  );
}

export interface OwnerMail {
  kind: OwnerKind;
  ref: MailRef;
  dedupeKey?: string;
  /** Given: this address instead of the owner's (a test message). */
  to?: string;
  /** The network key of the request that caused it, when no session says it (a form). */
  aboutClient?: string | undefined;
}

/** Answers whether it was queued (false: its dedupe key was queued before). */
export async function queueOwnerMail(
  trx: Knex | Knex.Transaction,
  mail: OwnerMail,
): Promise<boolean> {
  const queued = await trx('mail_messages')
    .insert({
      kind: mail.kind,
      audience: 'owner',
      to_address: mail.to ?? null,
      dedupe_key: mail.dedupeKey ?? null,
      ref: mail.ref,
      about_client: mail.aboutClient ?? null,
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return queued.length > 0;
}
