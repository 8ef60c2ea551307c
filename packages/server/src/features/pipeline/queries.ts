/** GET /api/admin/pipeline: every stage with its count, its value and its newest people. */
import type { Knex } from 'knex';
import {
  PIPELINE_CARDS_PER_STAGE,
  PIPELINE_STAGES,
  PIPELINE_STAGE_LABELS,
  type PipelineBoard,
  type PipelineCard,
  type PipelineStage,
} from '@leadline/domain';
import { fitObjectSql } from '../people/fit';
import { linkedFiguresJoin } from '../people/person-sql';

/** One stage's newest cards (by activity: people_stage_idx's order), each with its best score. */
async function cardsOf(knex: Knex, stage: PipelineStage): Promise<PipelineCard[]> {
  const { rows } = await knex.raw<{ rows: PipelineCard[] }>(
    `select p.id, p.name, p.email, p.company, p.deal_value as "dealValue",
       to_char(p.expected_close_at, 'YYYY-MM-DD') as "expectedCloseAt",
       p.stage_changed_at as "stageChangedAt", ${fitObjectSql('p')} as fit, linked."bestScore"
     from (select id from people where stage = ?
       order by last_activity_at desc, id desc limit ?) page
     join people p using (id)
     ${linkedFiguresJoin}
     order by p.last_activity_at desc, p.id desc`,
    [stage, PIPELINE_CARDS_PER_STAGE],
  );
  return rows;
}

export async function pipelineBoard(knex: Knex): Promise<PipelineBoard> {
  return knex.transaction(async (trx) => {
    // As for the people list (people/queries.ts): the per-person lookups are cheap, the planner
    // thinks otherwise.
    await trx.raw('set local jit = off');
    const { rows: totals } = await trx.raw<{
      rows: { stage: PipelineStage; count: number; value: number }[];
    }>(
      `select stage, count(*)::int as count, coalesce(sum(deal_value), 0)::float8 as value
         from people group by stage`,
    );
    const stages = [];
    // One after the other, on the transaction's one connection.
    for (const stage of PIPELINE_STAGES) {
      const total = totals.find((row) => row.stage === stage);
      stages.push({
        stage,
        label: PIPELINE_STAGE_LABELS[stage],
        count: total?.count ?? 0,
        value: total?.value ?? 0,
        people: await cardsOf(trx, stage),
      });
    }
    return { stages };
  });
}
