import type { Knex } from 'knex';

/**
 * How the records' statuses fed a person's stage when this migration was written
 * (features/people/record-stage.ts's RECORD_STATUS_STAGES), frozen, each stage with its rank in
 * `farthestStage`: won before lost before the farthest open stage. A hot lead's status is
 * 'contacted' or 'not_contacted'. A later change of the mapping is a new backfill, not an edit.
 */
const STAGES_20261202: readonly [table: string, status: string, stage: string][] = [
  ['calculator_leads', 'contacted', 'contacted'],
  ['calculator_leads', 'qualified', 'contacted'],
  ['contact_messages', 'contacted', 'contacted'],
  ['workflow_submissions', 'contacted', 'contacted'],
  ['workflow_submissions', 'qualified', 'contacted'],
  ['workflow_submissions', 'converted', 'won'],
  ['workflow_submissions', 'lost', 'lost'],
  ['hot_leads', 'contacted', 'contacted'],
];
const RANKED_20261202 = ['new', 'contacted', 'call_booked', 'proposal_sent', 'lost', 'won'];

/**
 * Gives every person still at 'new' the stage their records' statuses say, as the code would have
 * moved them: the people with nothing that says more stay at 'new'. Not logged in status_changes (no
 * one moved them); stage_changed_at is the time of the backfill.
 */
export async function up(knex: Knex): Promise<void> {
  const values = STAGES_20261202.map(() => '(?::text, ?::text, ?::text)');
  await knex.raw(
    `with mapping (tbl, status, stage) as (values ${values.join(', ')}),
     ranked as (
       select m.tbl, m.status, m.stage, array_position(?::text[], m.stage) as rank from mapping m
     ),
     marks as (
       select lower(c.email) as email, r.rank from calculator_leads c
         join ranked r on r.tbl = 'calculator_leads' and r.status = c.status
       union all
       select lower(c.email), r.rank from contact_messages c
         join ranked r on r.tbl = 'contact_messages' and r.status = c.status
       union all
       select lower(w.email), r.rank from workflow_submissions w
         join ranked r on r.tbl = 'workflow_submissions' and r.status = w.status
         where w.email is not null
       union all
       select lower(h.email), r.rank from hot_leads h
         join ranked r on r.tbl = 'hot_leads'
           and r.status = case when h.contacted then 'contacted' else 'not_contacted' end
         where h.email is not null
     ),
     derived as (
       select email, (?::text[])[max(rank)] as stage from marks group by email
     )
     update people p set stage = d.stage, stage_changed_at = now()
     from derived d
     where p.email = d.email and p.stage = 'new' and d.stage <> 'new'`,
    [...STAGES_20261202.flat(), RANKED_20261202, RANKED_20261202],
  );
}

/** Nothing to undo on its own: the stages go with their column (20261202000100's down). */
export async function down(): Promise<void> {}
