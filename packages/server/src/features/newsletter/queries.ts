/**
 * Newsletter subscriptions with double opt-in: a sign-up stores the address unconfirmed and queues a
 * confirmation mail; only a confirmed address is subscribed. Each subscriber has one token, for the
 * confirmation link and for the unsubscribe link of every mail to them.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { pageWithStatusCounts } from '../../lists/pages';
import type { ListQuery } from '../../lists/paging';
import { queueVisitorMail } from '../delivery/mail/queue';

const newToken = () => randomBytes(24).toString('base64url');

export interface SignUp {
  /** A confirmation mail was asked for (a confirmed address gets none). */
  confirmationSent: boolean;
}

interface Subscriber {
  id: string;
  token: string;
  confirmed_at: Date | null;
}

/**
 * Signs an address up: a new or unsubscribed address gets a confirmation mail, one still waiting
 * for confirmation gets it again (at most once a day), a confirmed one nothing. Every address runs
 * the same statements, each writing alike, so the time the answer takes does not tell which it was.
 */
export async function signUp(knex: Knex, email: string): Promise<SignUp> {
  return knex.transaction(async (trx) => {
    await trx('newsletter_subscribers')
      .insert({ email, token: newToken() })
      .onConflict('email')
      .ignore();
    // An unsubscribed address starts over with a new token; any other keeps its own. The update
    // (under the row's lock) is made for every address, changed or not.
    const [subscriber] = await trx('newsletter_subscribers')
      .where({ email })
      .update({
        token: trx.raw('case when unsubscribed_at is null then token else ? end', [newToken()]),
        confirmed_at: trx.raw('case when unsubscribed_at is null then confirmed_at end'),
        unsubscribed_at: null,
      })
      .returning<Subscriber[]>(['id', 'token', 'confirmed_at']);
    if (!subscriber) throw new Error('the subscriber was removed during its sign-up');
    const subscribed = Boolean(subscriber.confirmed_at);
    const day = new Date().toISOString().slice(0, 10);
    await queueVisitorMail(trx, {
      kind: 'newsletter_confirm',
      to: email,
      ref: { subscriberId: subscriber.id },
      dedupeKey: `newsletter_confirm:${subscriber.token}:${day}`,
      send: !subscribed,
    });
    return { confirmationSent: !subscribed };
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

/** One page of subscribers, newest first, filtered by status, with each status's count. */
export function listSubscribers(knex: Knex, query: ListQuery) {
  return pageWithStatusCounts(
    knex,
    'newsletter_subscribers',
    [
      'id',
      'email',
      knex.raw(`${SUBSCRIBER_STATUS_SQL} as status`),
      'created_at as createdAt',
      'confirmed_at as confirmedAt',
      'unsubscribed_at as unsubscribedAt',
    ],
    SUBSCRIBER_STATUS_SQL,
    query,
  );
}
