import type { Knex } from 'knex';
import { onlyRow } from '../../db/rows';
import { WIZARD_TOTAL_STEPS, type WorkflowInput } from '@leadline/domain';
import { storeSubmission } from '../analytics/submissions';
import { workflowCompleted } from '../delivery/triggers';
import { refreshPersonFit } from '../people/fit';

export interface SavedSubmission {
  id: string;
  completedSteps: number;
  created: boolean;
}

/**
 * Saves the wizard's answers on the visitor's one row: the first save inserts it, each later save
 * updates the answers it carries, and completedSteps only ever grows. The final submit is also the
 * server's WORKFLOW_SUBMITTED in the session's ledger, in the same transaction, which attaches the
 * address and name given to the session.
 */
export async function saveWorkflowSubmission(
  knex: Knex,
  input: WorkflowInput,
): Promise<SavedSubmission> {
  const { sessionId, email, name } = input;
  if (input.completedSteps !== WIZARD_TOTAL_STEPS || !email)
    return knex.transaction((trx) => saveAnswers(trx, input));
  return storeSubmission(
    knex,
    async (trx) => {
      const saved = await saveAnswers(trx, input);
      await workflowCompleted(trx, {
        id: saved.id,
        email,
        name: name ?? null,
        company: input.company ?? null,
        painPoint: input.painPoint ?? null,
        currentTools: input.currentTools ?? [],
        manualProcess: input.manualProcess ?? null,
        teamSize: input.teamSize ?? null,
        successVision: input.successVision ?? null,
        timeline: input.timeline ?? null,
        budgetRange: input.budgetRange ?? null,
        sessionId,
      });
      return saved;
    },
    {
      sessionId,
      eventType: 'WORKFLOW_SUBMITTED',
      email,
      name: name ?? null,
      pageUrl: '/workflow-wizard',
    },
  );
}

/** Saves the answers and grades the person of the address again (and of the one it replaced). */
async function saveAnswers(trx: Knex.Transaction, input: WorkflowInput): Promise<SavedSubmission> {
  // One save of a questionnaire at a time: the address it replaces is the one the last save left.
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
    `leadline:questionnaire:${input.sessionId}`,
  ]);
  const before = await trx('workflow_submissions')
    .where({ session_id: input.sessionId })
    .first<{ email: string | null } | undefined>('email');
  const saved = await upsertAnswers(trx, input);
  await refreshPersonFit(trx, input.email ?? before?.email, before?.email);
  return saved;
}

async function upsertAnswers(knex: Knex, input: WorkflowInput): Promise<SavedSubmission> {
  const answers = definedOnly({
    name: input.name,
    email: input.email,
    company: input.company,
    pain_point: input.painPoint,
    current_tools: input.currentTools,
    manual_process: input.manualProcess,
    team_size: input.teamSize,
    success_vision: input.successVision,
    timeline: input.timeline,
    budget_range: input.budgetRange,
  });
  const [saved] = await knex('workflow_submissions')
    .insert({
      ...answers,
      session_id: input.sessionId,
      completed_steps: input.completedSteps,
      total_steps: input.totalSteps,
    })
    .onConflict('session_id')
    .merge({
      ...answers,
      completed_steps: knex.raw(
        'greatest(workflow_submissions.completed_steps, excluded.completed_steps)',
      ),
      updated_at: knex.fn.now(),
    })
    // A finished questionnaire changes only by another final submit, never by a partial save.
    .where(
      knex.raw('workflow_submissions.completed_steps < ? or excluded.completed_steps = ?', [
        WIZARD_TOTAL_STEPS,
        WIZARD_TOTAL_STEPS,
      ]),
    )
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning<{ id: string; completed_steps: number; xmax: string | number }[]>([
      'id',
      'completed_steps',
      'xmax',
    ]);
  if (saved) {
    return {
      id: saved.id,
      completedSteps: saved.completed_steps,
      created: String(saved.xmax) === '0',
    };
  }
  const kept = onlyRow(
    await knex('workflow_submissions')
      .where({ session_id: input.sessionId })
      .select<{ id: string; completed_steps: number }[]>('id', 'completed_steps'),
  );
  return { id: kept.id, completedSteps: kept.completed_steps, created: false };
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
