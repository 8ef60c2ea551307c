/**
 * A reply from a person's record: what the owner wrote (person_replies) and its mail, queued in one
 * transaction through the outbox. The visitor's daily limit does not apply (mail/kinds.ts,
 * OWNER_WRITTEN_KINDS): the owner writes each one.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { mailboxOf, type SentReply } from '@leadline/domain';
import { isUuid, onlyRow } from '../../db/rows';

export async function sendReply(
  knex: Knex,
  personId: string,
  reply: { subject: string; body: string },
  by: string | undefined,
): Promise<SentReply | undefined> {
  if (!isUuid(personId)) return undefined;
  return knex.transaction(async (trx) => {
    const person = (await trx('people').where({ id: personId }).forShare().first('email')) as
      { email: string } | undefined;
    if (!person) return undefined;
    const replyId = randomUUID();
    const message = onlyRow(
      await trx('mail_messages')
        .insert({
          kind: 'reply',
          audience: 'visitor',
          to_address: person.email,
          to_mailbox: mailboxOf(person.email),
          dedupe_key: `reply:${replyId}`,
          ref: { replyId },
          // Known now: the timeline shows it before the mail is sent.
          subject: reply.subject,
        })
        .returning<{ id: string; status: string; created_at: Date }[]>([
          'id',
          'status',
          'created_at',
        ]),
    );
    await trx('person_replies').insert({
      id: replyId,
      person_id: personId,
      mail_message_id: message.id,
      subject: reply.subject,
      body: reply.body,
      sent_by: by ?? null,
    });
    return {
      id: replyId,
      messageId: message.id,
      subject: reply.subject,
      to: person.email,
      status: message.status,
      createdAt: message.created_at,
    };
  });
}
