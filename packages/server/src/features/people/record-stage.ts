/**
 * The records' statuses feed their person's pipeline stage: marking a record moves its person
 * forward (never back, never out of won or lost), in the transaction of the status change.
 * Migration 20261202000200 derived the stages already there with a frozen SQL copy of this mapping
 * (record-stage.int.test.ts checks they agree).
 */
import type { Knex } from 'knex';
import type { PipelineStage } from '@leadline/domain';
import { movePersonStage } from './stage';

/**
 * The stage a record's status says its person has reached; a status not listed says nothing ('new',
 * and 'closed', which does not tell a won deal from a lost one). A hot lead's status is 'contacted'
 * or 'not_contacted'.
 */
export const RECORD_STATUS_STAGES = {
  calculator_leads: { contacted: 'contacted', qualified: 'contacted' },
  contact_messages: { contacted: 'contacted' },
  workflow_submissions: {
    contacted: 'contacted',
    qualified: 'contacted',
    converted: 'won',
    lost: 'lost',
  },
  hot_leads: { contacted: 'contacted' },
} as const satisfies Record<string, Partial<Record<string, PipelineStage>>>;

export type StagedTable = keyof typeof RECORD_STATUS_STAGES;

export function stageOfRecordStatus(table: string, status: string): PipelineStage | undefined {
  if (!Object.hasOwn(RECORD_STATUS_STAGES, table)) return undefined;
  const stages: Partial<Record<string, PipelineStage>> = RECORD_STATUS_STAGES[table as StagedTable];
  return Object.hasOwn(stages, status) ? stages[status] : undefined;
}

const OPEN_ORDER: readonly PipelineStage[] = ['new', 'contacted', 'call_booked', 'proposal_sent'];

/**
 * Where a person's records put them together: won if any record says won, else lost if any says
 * lost, else the farthest open stage (new without any).
 */
export function farthestStage(stages: readonly (PipelineStage | undefined)[]): PipelineStage {
  if (stages.includes('won')) return 'won';
  if (stages.includes('lost')) return 'lost';
  let farthest = 0;
  for (const stage of stages)
    if (stage !== undefined) farthest = Math.max(farthest, OPEN_ORDER.indexOf(stage));
  return OPEN_ORDER[farthest] ?? 'new';
}

/**
 * After a record's status changed to `status`: moves the person of its address forward to the stage
 * the status says, if any. A record without an address has no person, and moves nothing.
 */
export async function feedPersonStage(
  trx: Knex.Transaction,
  table: string,
  email: string | null | undefined,
  status: string,
  by: string | null,
): Promise<boolean> {
  const to = stageOfRecordStatus(table, status);
  if (!to || !email) return false;
  return movePersonStage(trx, { email, to, by, onlyForward: true });
}
