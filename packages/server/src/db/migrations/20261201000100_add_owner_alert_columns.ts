import type { Knex } from 'knex';

/**
 * What the owner-alert gate (features/delivery/mail/alert-gate.ts) records on a message: whom it is
 * about (the person's mailbox, the session, the session's network key), when it was let through as
 * an immediate alert, or the clock hour whose roll-up tells it instead; and the mailbox a visitor
 * message goes to, which the daily cap counts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_messages', (table) => {
    table.text('about_mailbox');
    table.text('about_session');
    table.text('about_client');
    table.timestamp('alerted_at', { useTz: true });
    table.timestamp('rollup_hour', { useTz: true });
    table.text('to_mailbox');
  });
  await knex.raw(
    'create index mail_messages_alerted on mail_messages (alerted_at) where alerted_at is not null',
  );
  await knex.raw(
    'create index mail_messages_rollup on mail_messages (rollup_hour) where rollup_hour is not null',
  );
  await knex.raw(
    'create index mail_messages_client_set on mail_messages (created_at) where about_client is not null',
  );
  await knex.raw(
    `create index mail_messages_visitor_mailbox on mail_messages (to_mailbox, created_at) where audience = 'visitor'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_messages', (table) => {
    table.dropColumns(
      'about_mailbox',
      'about_session',
      'about_client',
      'alerted_at',
      'rollup_hour',
      'to_mailbox',
    );
  });
}
