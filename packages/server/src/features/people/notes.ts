import type { Knex } from 'knex';
import type { PersonNote } from '@leadline/domain';
import { isUuid } from '../../db/rows';

/** Adds the owner's note to a person; undefined when there is no such person. */
export async function addNote(
  knex: Knex,
  personId: string,
  body: string,
  authorId: string | undefined,
): Promise<PersonNote | undefined> {
  if (!isUuid(personId)) return undefined;
  const [row] = await knex
    .insert(
      knex('people')
        .where({ id: personId })
        .select(knex.raw('id, ?::text, ?::uuid', [body, authorId ?? null])),
    )
    .into(knex.raw('person_notes (person_id, body, author_id)'))
    .returning<{ id: string }[]>('id');
  if (!row) return undefined;
  return knex('person_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .where('n.id', row.id)
    .first<PersonNote>('n.id', 'n.body', 'u.email as author', 'n.created_at as createdAt');
}

/** Deletes one note of a person; whether there was one. */
export async function deleteNote(knex: Knex, personId: string, noteId: string): Promise<boolean> {
  if (!isUuid(personId) || !isUuid(noteId)) return false;
  const deleted = await knex('person_notes').where({ id: noteId, person_id: personId }).delete();
  return deleted > 0;
}
