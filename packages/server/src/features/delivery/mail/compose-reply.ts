/** A reply the owner wrote on a person's record (person_replies), as it is sent. */
import type { Knex } from 'knex';
import type { MailRef } from './kinds';
import { row } from './compose-rows';
import type { Composed, MailSite } from './templates/context';
import { replyMail } from './templates/reply';

/** `"Name" <address>`, the name quoted so that commas and other specials in it stay part of it. */
export const mailboxHeader = (name: string, address: string) =>
  `"${name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&')}" <${address}>`;

export async function composeReply(knex: Knex, ref: MailRef, site: MailSite): Promise<Composed> {
  const reply = await row<{ subject: string; body: string }>(
    knex('person_replies')
      .where({ id: ref.replyId ?? null })
      .select('subject', 'body'),
  );
  return {
    ...replyMail(site, reply),
    // Sent from MAIL_FROM (often a no-reply sender); the answer goes to the owner's own address.
    headers: { 'Reply-To': mailboxHeader(site.owner.name, site.contact.email) },
  };
}
