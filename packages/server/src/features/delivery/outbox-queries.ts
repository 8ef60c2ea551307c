/** The Outbox for the CLI: recent messages, and Retry for one or for every failed one. */
import type { Knex } from 'knex';
import type { DeliveryStatus } from '@leadline/domain';

export interface OutboxRow {
  id: string;
  kind: string;
  to: string | null;
  subject: string | null;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

export function listOutbox(
  knex: Knex,
  { status, limit }: { status?: DeliveryStatus | undefined; limit: number },
): Promise<OutboxRow[]> {
  const query = knex('mail_messages')
    .select(
      'id',
      'kind',
      'to_address as to',
      'subject',
      'status',
      'attempts',
      'last_error as lastError',
      'created_at as createdAt',
    )
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
  if (status) query.where({ status });
  return query as Promise<OutboxRow[]>;
}

/** Every failed message due again now, with a fresh set of attempts. Answers how many. */
export async function retryFailedMessages(knex: Knex): Promise<number> {
  const changed = await knex('mail_messages')
    .where({ status: 'failed' })
    .update({ status: 'queued', attempts: 0, run_at: knex.fn.now(), updated_at: knex.fn.now() })
    .returning('id');
  return changed.length;
}
