import type { Knex } from 'knex';
import { onlyRow } from '../../db/rows';
import type { ContactInput } from '../../domain';

export async function insertContactMessage(knex: Knex, input: ContactInput): Promise<string> {
  const row = onlyRow(
    await knex('contact_messages')
      .insert({
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        message: input.message,
        session_id: input.sessionId ?? null,
      })
      .returning<{ id: string }[]>('id'),
  );
  return row.id;
}
