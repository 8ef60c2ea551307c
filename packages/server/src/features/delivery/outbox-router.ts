/**
 * The Outbox: every message Leadline queued, newest first, with its delivery state (the delivery log
 * with SMTP, the messages themselves without), one message with both parts, and Retry.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { object, string, type InferType } from 'yup';
import { isUuid } from '../../db/rows';
import { HttpError, notFound } from '../../errors';
import { validate } from '../../middleware/validate';
import { createRouter } from '../../routing';
import { pagingFields, pageWithStatusCounts } from '../admin/records';
import { retryJob, type JobStatus } from './jobs';
import { KIND_LABELS } from './mail/kinds';
import { DELIVERY_STATUSES } from '@leadline/domain';

const OUTBOX_STATUSES: readonly JobStatus[] = DELIVERY_STATUSES;

const listSchema = object({
  status: string()
    .oneOf(OUTBOX_STATUSES, `status must be one of: ${OUTBOX_STATUSES.join(', ')}.`)
    .optional(),
  ...pagingFields(),
});

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

export function outboxRouter(knex: Knex, wake: () => void): Router {
  const router = createRouter();

  router.get<{ input: InferType<typeof listSchema> }>(
    '/outbox',
    validate(listSchema, { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      const page = await pageWithStatusCounts<{ kind: string }>(
        knex,
        'mail_messages',
        SUMMARY,
        'status',
        ctx.state.input,
      );
      ctx.body = { ...page, items: page.items.map(withLabel) };
    },
  );

  router.get('/outbox/:id', async (ctx) => {
    const { id } = ctx.params as { id: string };
    const message = isUuid(id)
      ? await knex('mail_messages')
          .where({ id })
          .first([...SUMMARY, 'html', 'text'])
      : undefined;
    if (!message) throw notFound('No such message');
    ctx.body = withLabel(message as { kind: string });
  });

  router.post('/outbox/:id/retry', async (ctx) => {
    const { id } = ctx.params as { id: string };
    if (!isUuid(id) || !(await knex('mail_messages').where({ id }).first('id')))
      throw notFound('No such message');
    if (!(await retryJob(knex, 'mail_messages', id))) {
      throw new HttpError(
        409,
        'conflict',
        'Only a failed message, or one waiting to be retried, can be retried',
      );
    }
    wake();
    ctx.body = { status: 'queued' };
  });

  return router;
}
