import type { Knex } from 'knex';
import type { ContactInput } from '@leadline/domain';
import { onlyRow } from '../../db/rows';
import { storeSubmission } from '../analytics/submissions';
import type { FormOrigin } from '../../form-route';
import { contactMessageStored } from '../delivery/triggers';

export async function insertContactMessage(
  knex: Knex,
  input: ContactInput,
  origin?: FormOrigin,
): Promise<string> {
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
    async (trx) => {
      const contact = {
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        message: input.message,
        sessionId: input.sessionId ?? null,
      };
      const { id } = onlyRow(
        await trx('contact_messages')
          .insert({
            name: contact.name,
            email: contact.email,
            company: contact.company,
            message: contact.message,
            session_id: contact.sessionId,
          })
          .returning<{ id: string }[]>('id'),
      );
      await contactMessageStored(trx, { id, ...contact }, origin);
      return id;
    },
    scoring,
  );
}
