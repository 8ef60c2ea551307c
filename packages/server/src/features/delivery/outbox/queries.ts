/**
 * The Outbox: every message Leadline queued, newest first, with its delivery state (the delivery log
 * with SMTP, the messages themselves without); for the admin a page and one message with both parts,
 * for the CLI recent messages and Retry for every failed one.
 */
import type { Knex } from 'knex';
import type { DeliveryStatus } from '@leadline/domain';
import { isUuid } from '../../../db/rows';
import { pageWithStatusCounts } from '../../../lists/pages';
import type { ListQuery } from '../../../lists/paging';
import { KIND_LABELS } from '../mail/kinds';

const SUMMARY = [
  'id',
  'kind',
  'audience',
  'to_address as to',
  'subject',
  'status',
  'status_reason as statusReason',
  'attempts',
  'last_error as lastError',
  'run_at as nextAttemptAt',
  'created_at as createdAt',
  'sent_at as sentAt',
];

const withLabel = <T extends { kind: string }>(row: T) => ({
  ...row,
  kindLabel: KIND_LABELS[row.kind as keyof typeof KIND_LABELS] ?? row.kind,
});

/** One page of the Outbox, filtered by status, with each status's count. */
export async function outboxPage(knex: Knex, query: ListQuery) {
  const page = await pageWithStatusCounts<{ kind: string }>(
    knex,
    'mail_messages',
    SUMMARY,
    'status',
    query,
  );
  return { ...page, items: page.items.map(withLabel) };
}

/** One message with its HTML and text, or undefined (an id that is not a uuid is none). */
export async function outboxMessage(knex: Knex, id: string) {
  const message: { kind: string } | undefined = isUuid(id)
    ? await knex('mail_messages')
        .where({ id })
        .first([...SUMMARY, 'html', 'text'])
    : undefined;
  return message && withLabel(message);
}

/** Whether there is a message with this id. */
export async function messageExists(knex: Knex, id: string): Promise<boolean> {
  return isUuid(id) && (await knex('mail_messages').where({ id }).first('id')) !== undefined;
}

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
