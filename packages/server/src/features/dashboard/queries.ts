import type { Knex } from 'knex';
import type { DashboardStats } from '@leadline/domain';

/**
 * The six counts of the admin dashboard, in one round trip, from the tally that triggers keep of the
 * leads and messages by status (features/analytics/tallies.ts) rather than counts of every row.
 */
export async function dashboardStats(knex: Knex): Promise<DashboardStats> {
  const count = (kind: string, status?: string) =>
    `coalesce(sum(records) filter (where kind = '${kind}'${status ? ` and status = '${status}'` : ''}), 0)::int`;
  const { rows } = await knex.raw<{ rows: DashboardStats[] }>(`
    select
      ${count('calculator_leads')} as "totalLeads",
      ${count('contact_messages')} as "totalContacts",
      ${count('calculator_leads', 'new')} as "newLeads",
      ${count('contact_messages', 'new')} as "newContacts",
      ${count('calculator_leads', 'contacted')} as "contactedLeads",
      ${count('contact_messages', 'contacted')} as "contactedContacts"
    from record_tallies`);
  const [stats] = rows;
  if (!stats) throw new Error('the database returned no row');
  return stats;
}
