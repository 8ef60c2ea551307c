/**
 * A person's pipeline stage (people.stage), moved by the code: by the owner (PATCH /people/:id, the
 * board), by a record's status (the records' PATCH routes), by a booked call (features/booking).
 * Every move is logged in `status_changes` (record_kind 'person') for the person's timeline.
 */
import type { Knex } from 'knex';
import type { PipelineStage } from '@leadline/domain';
import { isUuid } from '../../db/rows';

/** The forward order of the open stages; `won` and `lost` end a pipeline. */
const FORWARD_RANK: Record<PipelineStage, number> = {
  new: 0,
  contacted: 1,
  call_booked: 2,
  proposal_sent: 3,
  won: 4,
  lost: 4,
};

const isClosed = (stage: PipelineStage) => stage === 'won' || stage === 'lost';

/**
 * Whether an automatic move (onlyForward) from `from` to `to` is allowed: never out of won or lost,
 * never back, and `lost` from any open stage.
 */
export function movesForward(from: PipelineStage, to: PipelineStage): boolean {
  if (from === to || isClosed(from)) return false;
  return FORWARD_RANK[to] > FORWARD_RANK[from];
}

export interface StageMove {
  /** The person, by id or by address (either is enough; the id wins). */
  personId?: string;
  email?: string;
  to: PipelineStage;
  /** The user who moved it; null for the system (a booking, the visitor). */
  by: string | null;
  /** For moves a record sets off: not backwards, never out of won or lost. */
  onlyForward?: boolean;
}

/**
 * Moves a person to a stage in the caller's transaction: locks the person's row, sets the stage and
 * `stage_changed_at`, logs the change. Whether it moved (false for an unknown person, the same stage,
 * or a move onlyForward refuses).
 */
export async function movePersonStage(
  trx: Knex.Transaction,
  { personId, email, to, by, onlyForward = false }: StageMove,
): Promise<boolean> {
  let where: { id: string } | { email: string };
  if (personId !== undefined) {
    if (!isUuid(personId)) return false;
    where = { id: personId };
  } else {
    const address = email?.trim().toLowerCase();
    if (!address) return false;
    where = { email: address };
  }
  const person = await trx('people')
    .where(where)
    .forUpdate()
    .first<{ id: string; stage: PipelineStage } | undefined>('id', 'stage');
  if (!person || person.stage === to) return false;
  if (onlyForward && !movesForward(person.stage, to)) return false;
  await trx('people')
    .where({ id: person.id })
    .update({ stage: to, stage_changed_at: trx.fn.now() });
  await trx('status_changes').insert({
    record_kind: 'person',
    record_id: person.id,
    from_status: person.stage,
    to_status: to,
    changed_by: by,
  });
  return true;
}
