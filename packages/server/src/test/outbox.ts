/**
 * "Nothing more arrives", said without a sleep: the outbox rows are written in the transaction of
 * their cause, so once a request has been answered every message it will ever cause is a row; once
 * none of those rows is queued, retrying or being sent, all that was sent has arrived (the test's
 * SMTP server and webhook receiver record a message before they answer it).
 */
import type { Knex } from 'knex';
import { vi } from 'vitest';

const UNFINISHED = ['queued', 'retrying', 'sending'];

/** Waits until the delivery worker has finished with the rows of `table` that match `where`. */
export async function deliveriesSettled(
  knex: Knex,
  table: 'mail_messages' | 'webhook_deliveries',
  where: Record<string, string> = {},
): Promise<void> {
  await vi.waitFor(
    async () => {
      const unfinished = await knex(table)
        .where(where)
        .whereIn('status', UNFINISHED)
        .pluck('status');
      if (unfinished.length > 0) {
        throw new Error(`${table} ${JSON.stringify(where)} still ${unfinished.join(', ')}`);
      }
    },
    { timeout: 15_000, interval: 50 },
  );
}
