/** PATCH /api/admin/people/:id: the owner moves a person's stage and sets the deal's value and date. */
import type { Knex } from 'knex';
import type { PersonDealPatch, PersonSummary } from '@leadline/domain';
import { isUuid } from '../../db/rows';
import { personSummary } from './queries';
import { movePersonStage } from './stage';

/** Applies the patch in one transaction; the updated person, or undefined for an unknown id. */
export async function updatePersonDeal(
  knex: Knex,
  id: string,
  patch: PersonDealPatch,
  by: string | null,
): Promise<PersonSummary | undefined> {
  if (!isUuid(id)) return undefined;
  return knex.transaction(async (trx) => {
    const person = await trx('people')
      .where({ id })
      .forUpdate()
      .first<{ id: string } | undefined>('id');
    if (!person) return undefined;
    // The owner may move a person anywhere, back or out of won and lost too.
    if (patch.stage !== undefined)
      await movePersonStage(trx, { personId: id, to: patch.stage, by });
    const changes: Record<string, unknown> = {};
    if (patch.dealValue !== undefined) changes.deal_value = patch.dealValue;
    if (patch.expectedCloseAt !== undefined) changes.expected_close_at = patch.expectedCloseAt;
    if (Object.keys(changes).length > 0) await trx('people').where({ id }).update(changes);
    return personSummary(trx, id);
  });
}
