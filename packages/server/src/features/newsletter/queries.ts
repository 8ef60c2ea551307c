/**
 * Newsletter subscriptions with double opt-in: a sign-up stores the address unconfirmed and queues a
 * confirmation mail; only a confirmed address is subscribed. Each subscriber has one token, for the
 * confirmation link and for the unsubscribe link of every mail to them.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { queueVisitorMail } from '../delivery/mail/queue';

const newToken = () => randomBytes(24).toString('base64url');

export interface SignUp {
  /** A confirmation mail was queued (a confirmed address gets none). */
  confirmationSent: boolean;
}

interface Subscriber {
  id: string;
  token: string;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/**
 * Signs an address up: a new or unsubscribed address gets a confirmation mail, one still waiting
 * for confirmation gets it again (at most once a day), a confirmed one nothing.
 */
export async function signUp(knex: Knex, email: string): Promise<SignUp> {
  return knex.transaction(async (trx) => {
    await trx('newsletter_subscribers')
      .insert({ email, token: newToken() })
      .onConflict('email')
      .ignore();
    const subscriber = (await trx('newsletter_subscribers')
      .where({ email })
      .forUpdate()
      .first('id', 'token', 'confirmed_at', 'unsubscribed_at')) as Subscriber;
    if (subscriber.confirmed_at && !subscriber.unsubscribed_at) return { confirmationSent: false };
    if (subscriber.unsubscribed_at) {
      subscriber.token = newToken();
      await trx('newsletter_subscribers')
        .where({ id: subscriber.id })
        .update({ token: subscriber.token, confirmed_at: null, unsubscribed_at: null });
    }
    const day = new Date().toISOString().slice(0, 10);
    await queueVisitorMail(trx, {
      kind: 'newsletter_confirm',
      to: email,
      ref: { subscriberId: subscriber.id },
      dedupeKey: `newsletter_confirm:${subscriber.token}:${day}`,
    });
    return { confirmationSent: true };
  });
}

/** Answers whether the token named a subscriber (confirming twice is fine). */
export async function confirmSubscription(knex: Knex, token: string): Promise<boolean> {
  const confirmed = await knex('newsletter_subscribers')
    .where({ token, unsubscribed_at: null })
    .update({ confirmed_at: knex.raw('coalesce(confirmed_at, now())') })
    .returning('id');
  return confirmed.length > 0;
}

/** Answers whether the token named a subscriber (unsubscribing twice is fine). */
export async function unsubscribe(knex: Knex, token: string): Promise<boolean> {
  const done = await knex('newsletter_subscribers')
    .where({ token })
    .update({ unsubscribed_at: knex.raw('coalesce(unsubscribed_at, now())') })
    .returning('id');
  return done.length > 0;
}

/** A subscriber's status, derived from its dates. */
export const SUBSCRIBER_STATUS_SQL = `case when unsubscribed_at is not null then 'unsubscribed'
  when confirmed_at is not null then 'confirmed' else 'pending' end`;
