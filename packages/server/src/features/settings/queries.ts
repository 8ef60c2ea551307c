/** The owner's settings row by key (the `settings` table): the availability. */
import type { Knex } from 'knex';
import { parseAvailability, type Availability } from '@leadline/domain';

const AVAILABILITY = 'availability';

/** The availability the owner saved, if any (a stored value the schema refuses counts as none). */
export async function readSavedAvailability(knex: Knex): Promise<Availability | undefined> {
  const row = (await knex('settings').where({ key: AVAILABILITY }).first('value')) as
    { value: unknown } | undefined;
  if (!row) return undefined;
  const parsed = parseAvailability(row.value);
  return 'value' in parsed ? parsed.value : undefined;
}

export async function saveAvailability(knex: Knex, availability: Availability): Promise<void> {
  const value = JSON.stringify({ month: availability.month, slotsLeft: availability.slotsLeft });
  await knex.raw(
    `insert into settings (key, value) values (?, ?::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [AVAILABILITY, value],
  );
}
