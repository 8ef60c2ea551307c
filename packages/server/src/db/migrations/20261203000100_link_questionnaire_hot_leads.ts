import type { Knex } from 'knex';

/**
 * A hot lead may link the questionnaire that its session finished, as it links a calculator lead or
 * a contact message: the kinds are written out as they were when this shipped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table hot_leads drop constraint hot_leads_lead_kind_check`);
  await knex.raw(
    `alter table hot_leads add constraint hot_leads_lead_kind_check
      check (lead_kind in ('calculator', 'contact', 'questionnaire'))`,
  );
}

/** Hot leads linked to a questionnaire keep their score and reasons, and lose the link. */
export async function down(knex: Knex): Promise<void> {
  await knex('hot_leads')
    .where('lead_kind', 'questionnaire')
    .update({ lead_id: null, lead_kind: null });
  await knex('analytics_sessions')
    .where('lead_kind', 'questionnaire')
    .update({ lead_id: null, lead_kind: null });
  await knex.raw(`alter table hot_leads drop constraint hot_leads_lead_kind_check`);
  await knex.raw(
    `alter table hot_leads add constraint hot_leads_lead_kind_check
      check (lead_kind in ('calculator', 'contact'))`,
  );
}
