import type { Knex } from 'knex';
import type { ContactInput } from '../../domain';
import { onlyRow } from '../../db/rows';
import { storeSubmission } from '../analytics/submissions';

export async function insertContactMessage(knex: Knex, input: ContactInput): Promise<string> {
  const scoring = input.sessionId
    ? {
        sessionId: input.sessionId,
        eventType: 'CONTACT_FORM_SUBMITTED' as const,
        email: input.email,
        name: input.name,
        pageUrl: '/contact',
      }
    : undefined;
  return storeSubmission(
    knex,
    async (trx) =>
      onlyRow(
        await trx('contact_messages')
          .insert({
            name: input.name,
            email: input.email,
            company: input.company ?? null,
            message: input.message,
            session_id: input.sessionId ?? null,
          })
          .returning<{ id: string }[]>('id'),
      ).id,
    scoring,
  );
}
