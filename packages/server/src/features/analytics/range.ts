/**
 * The date range every analytics report takes: ?from=YYYY-MM-DD&to=YYYY-MM-DD, days of the owner's
 * TIME_ZONE, both included (@leadline/domain's rangeProblems has the rules). Without them a report
 * answers as it always has, from the all-time tallies.
 */
import type { Knex } from 'knex';
import { object, string } from 'yup';
import { rangeProblems, type ReportRange } from '@leadline/domain';
import { validationFailed } from '../../errors';

const day = (name: string) => string().typeError(`${name} must be a day written YYYY-MM-DD.`);

export const rangeFields = { from: day('from').optional(), to: day('to').optional() };
export const rangeSchema = object(rangeFields);

/** The validated range, undefined when none was given; a 400 for a bad one. */
export function readRange(query: { from?: string; to?: string }): ReportRange | undefined {
  const problems = rangeProblems(query.from, query.to);
  if (problems) throw validationFailed(problems);
  return query.from !== undefined && query.to !== undefined
    ? { from: query.from, to: query.to }
    : undefined;
}

/**
 * The range as instants, for `where created_at >= start and created_at < stop`: the local midnight
 * that starts `from` and the one that ends `to`, in `timeZone`. Bindings: start, then stop.
 */
export interface Bounds {
  start: Knex.Raw;
  stop: Knex.Raw;
}

export const boundsOf = (knex: Knex, { from, to }: ReportRange, timeZone: string): Bounds => ({
  start: knex.raw(`(?::date)::timestamp at time zone ?`, [from, timeZone]),
  stop: knex.raw(`(?::date + 1)::timestamp at time zone ?`, [to, timeZone]),
});
