import type { Knex } from 'knex';
import type { ContactInput } from '../../domain';
import { onlyRow } from '../../db/rows';
import type { Logger } from '../../logger';
import { recordSubmission } from '../analytics/submissions';

export async function insertContactMessage(
  knex: Knex,
  input: ContactInput,
  log: Logger,
): Promise<string> {
  return knex.transaction(async (trx) => {
    const { id } = onlyRow(
      await trx('contact_messages')
        .insert({
          name: input.name,
          email: input.email,
          company: input.company ?? null,
          message: input.message,
          session_id: input.sessionId ?? null,
        })
        .returning<{ id: string }[]>('id'),
    );
    if (input.sessionId) {
      await recordSubmission(
        trx,
        {
          sessionId: input.sessionId,
          eventType: 'CONTACT_FORM_SUBMITTED',
          email: input.email,
          leadId: id,
          pageUrl: '/contact',
        },
        log,
      );
    }
    return id;
  });
}
