import type { Knex } from 'knex';

/**
 * What each webhook endpoint receives: the signed Standard Webhooks JSON it always has (`standard`,
 * so every existing endpoint keeps it), or an alert written for Slack, Discord or ntfy
 * (features/delivery/webhooks/formats). The list is written out as it was when this shipped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_endpoints', (table) => {
    table.text('format').notNullable().defaultTo('standard');
  });
  await knex.raw(
    `alter table webhook_endpoints add constraint webhook_endpoints_format_check
      check (format in ('standard', 'slack', 'discord', 'ntfy'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_endpoints', (table) => {
    table.dropColumn('format');
  });
}
