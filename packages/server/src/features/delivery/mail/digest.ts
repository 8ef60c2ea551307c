/**
 * The owner's daily digest (DIGEST_HOUR in TIME_ZONE): queued once a day by whichever instance looks
 * first (its dedupe key is the local date), covering the 24 hours before it was queued.
 */
import type { Knex } from 'knex';
import { queueOwnerMail } from './queue';

/** The local date and hour of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** Queues today's digest once the digest hour has come. Answers whether this call queued it. */
export async function queueDigestIfDue(
  knex: Knex,
  digestHour: number,
  timeZone: string,
  now = new Date(),
): Promise<boolean> {
  const { date, hour } = localClock(now, timeZone);
  if (hour < digestHour) return false;
  const exists = await knex('mail_messages')
    .where({ dedupe_key: `digest:${date}` })
    .first('id');
  if (exists) return false;
  const from = new Date(now.getTime() - 24 * 3600_000);
  await queueOwnerMail(knex, {
    kind: 'digest',
    dedupeKey: `digest:${date}`,
    ref: { day: date, timeZone, from: from.toISOString(), to: now.toISOString() },
  });
  return true;
}
