/** The owner's day (TIME_ZONE): where today begins and ends, as the database counts time. */
import type { Knex } from 'knex';

export interface Day {
  /** YYYY-MM-DD in the time zone. */
  day: string;
  /** The instants today begins and tomorrow begins. */
  start: Date;
  end: Date;
}

/**
 * Today in `timeZone` at `now`: local midnight to the next local midnight (23 or 25 hours on the days
 * the clocks change), computed by the database so that one definition serves every query.
 */
export async function dayOf(knex: Knex, timeZone: string, now = new Date()): Promise<Day> {
  const { rows } = await knex.raw<{ rows: { day: string; start: Date; end: Date }[] }>(
    `select to_char(local, 'YYYY-MM-DD') as day,
        date_trunc('day', local) at time zone :zone as start,
        (date_trunc('day', local) + interval '1 day') at time zone :zone as "end"
      from (select (:now::timestamptz) at time zone :zone as local) t`,
    { zone: timeZone, now: now.toISOString() },
  );
  const [row] = rows;
  if (!row) throw new Error('the database returned no row');
  return { day: row.day, start: new Date(row.start), end: new Date(row.end) };
}

/** The same bounds for a given local date (a digest's day). */
export async function dayOfDate(knex: Knex, timeZone: string, day: string): Promise<Day> {
  const { rows } = await knex.raw<{ rows: { start: Date; end: Date }[] }>(
    `select (:day::date)::timestamp at time zone :zone as start,
        ((:day::date) + 1)::timestamp at time zone :zone as "end"`,
    { zone: timeZone, day },
  );
  const [row] = rows;
  if (!row) throw new Error('the database returned no row');
  return { day, start: new Date(row.start), end: new Date(row.end) };
}
