import type { Knex } from 'knex';

/**
 * Stores an address once: whether this call added it (false when it was already subscribed). The
 * unique constraint decides, so two concurrent sign-ups of one address store one row.
 */
export async function addSubscriber(knex: Knex, email: string): Promise<boolean> {
  const inserted = await knex('newsletter_subscribers')
    .insert({ email })
    .onConflict('email')
    .ignore()
    .returning<{ id: string }[]>('id');
  return inserted.length > 0;
}
