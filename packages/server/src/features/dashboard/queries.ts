import type { Knex } from 'knex';
import type { DashboardStats } from '../../domain';

/** The six counts of the admin dashboard, in one round trip. */
export async function dashboardStats(knex: Knex): Promise<DashboardStats> {
  const { rows } = await knex.raw<{ rows: DashboardStats[] }>(`
    select
      (select count(*) from calculator_leads)::int as "totalLeads",
      (select count(*) from contact_messages)::int as "totalContacts",
      (select count(*) from calculator_leads where status = 'new')::int as "newLeads",
      (select count(*) from contact_messages where status = 'new')::int as "newContacts",
      (select count(*) from calculator_leads where status = 'contacted')::int as "contactedLeads",
      (select count(*) from contact_messages where status = 'contacted')::int as "contactedContacts"`);
  const [stats] = rows;
  if (!stats) throw new Error('the database returned no row');
  return stats;
}
