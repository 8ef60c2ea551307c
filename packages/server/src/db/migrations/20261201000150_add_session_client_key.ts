import type { Knex } from 'knex';

/**
 * The network key of the client that opened a session (middleware/client-hash.ts: an HMAC of its
 * address under the day's salt, never the address), so that the alerts one client's sessions set
 * off can be counted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.text('client_key');
  });
  // What maintenance clears after two hours: only the few sessions that still have one.
  await knex.raw(
    'create index analytics_sessions_client_key_set on analytics_sessions (created_at) where client_key is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('analytics_sessions', (table) => {
    table.dropColumn('client_key');
  });
}
