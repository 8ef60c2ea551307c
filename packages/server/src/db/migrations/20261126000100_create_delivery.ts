import type { Knex } from 'knex';

const STATES = ['queued', 'sending', 'retrying', 'sent', 'kept', 'failed', 'suppressed'];

/** What every delivery job has: its state, its attempts and when it may run next. */
function jobColumns(knex: Knex, table: Knex.CreateTableBuilder) {
  table.text('status').notNullable().defaultTo('queued').checkIn(STATES);
  table.integer('attempts').notNullable().defaultTo(0);
  table.text('last_error');
  table.timestamp('run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('locked_until', { useTz: true });
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/**
 * The outbox: each e-mail and each webhook delivery is a row written in the transaction of the write
 * that causes it, then claimed by a worker (FOR UPDATE SKIP LOCKED), sent, and kept as its log.
 * Newsletter subscribers confirm their address (double opt-in) and can unsubscribe by link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_messages', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('kind').notNullable();
    table.text('audience').notNullable().checkIn(['visitor', 'owner']);
    // A visitor's address is known when the message is queued; the owner's when it is rendered.
    table.text('to_address');
    // At most one message per key: one estimate per lead, one alert per hot lead.
    table.text('dedupe_key').unique({ indexName: 'mail_messages_dedupe_key' });
    table.jsonb('ref').notNullable().defaultTo('{}');
    table.text('subject');
    table.text('html');
    table.text('text');
    table.text('status_reason');
    jobColumns(knex, table);
    table.timestamp('sent_at', { useTz: true });
  });
  await knex.raw(
    `create index mail_messages_due on mail_messages (run_at) where status in ('queued', 'retrying', 'sending')`,
  );
  await knex.raw('create index mail_messages_created on mail_messages (created_at desc, id)');
  await knex.raw(
    `create index mail_messages_visitor_daily on mail_messages (lower(to_address), created_at) where audience = 'visitor'`,
  );

  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('url').notNullable();
    table.specificType('events', 'text[]').notNullable();
    table.text('secret').notNullable();
    table.text('description');
    table.boolean('enabled').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table
      .uuid('endpoint_id')
      .notNullable()
      .references('id')
      .inTable('webhook_endpoints')
      .onDelete('CASCADE');
    table.text('event_type').notNullable();
    table.jsonb('payload').notNullable();
    table.integer('response_status');
    table.integer('duration_ms');
    jobColumns(knex, table);
    table.timestamp('delivered_at', { useTz: true });
  });
  await knex.raw(
    `create index webhook_deliveries_due on webhook_deliveries (run_at) where status in ('queued', 'retrying', 'sending')`,
  );
  await knex.raw(
    'create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc)',
  );

  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('unsubscribed_at', { useTz: true });
    table.text('token').unique({ indexName: 'newsletter_subscribers_token_key' });
  });
  // Addresses stored before double opt-in existed were subscribed under the rules of the time.
  await knex('newsletter_subscribers').update({
    confirmed_at: knex.ref('created_at'),
    token: knex.raw(`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  });
  await knex.raw('alter table newsletter_subscribers alter column token set not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.dropColumns('confirmed_at', 'unsubscribed_at', 'token');
  });
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhook_endpoints');
  await knex.schema.dropTable('mail_messages');
}
