/** The free slots the public API answers, and the check of a requested start, from the database. */
import type { Knex } from 'knex';
import {
  addDays,
  checkSlot,
  freeSlots,
  zoneDate,
  zoneInstant,
  type SlotCheck,
  type SlotRules,
  type SlotsResponse,
  type Span,
} from '@leadline/domain';
import { loadBookingSettings } from './settings';

const MINUTE_MS = 60_000;

/** The rules now: the owner's availability (or the default), and the clock. */
export async function slotRules(knex: Knex, timeZone: string): Promise<SlotRules> {
  const { settings, saved } = await loadBookingSettings(knex, timeZone);
  return { settings, now: Date.now(), fromNextDay: !saved };
}

/** Confirmed bookings that may touch [from, to) once widened by `bufferMinutes`. */
export async function confirmedBetween(
  knex: Knex,
  from: number,
  to: number,
  bufferMinutes: number,
  except?: string,
): Promise<Span[]> {
  const margin = bufferMinutes * MINUTE_MS;
  const query = knex('bookings')
    .where({ status: 'confirmed' })
    .where('end_at', '>', new Date(from - margin))
    .where('start_at', '<', new Date(to + margin))
    .select<{ start_at: Date | string; end_at: Date | string }[]>('start_at', 'end_at');
  if (except) query.whereNot({ id: except });
  return (await query).map((row) => ({
    start: new Date(row.start_at).getTime(),
    end: new Date(row.end_at).getTime(),
  }));
}

/** GET /api/booking/slots: `days` dates of the owner's zone from `from` (today there by default). */
export async function listFreeSlots(
  knex: Knex,
  timeZone: string,
  query: { from?: string | undefined; days: number },
): Promise<SlotsResponse> {
  const rules = await slotRules(knex, timeZone);
  const zone = rules.settings.timeZone;
  const from = query.from ?? zoneDate(rules.now, zone);
  const start = zoneInstant(from, 0, zone);
  const end = zoneInstant(addDays(from, query.days), 0, zone);
  const bookings = await confirmedBetween(knex, start, end, rules.settings.bufferMinutes);
  return { timeZone: zone, slots: freeSlots(rules, from, query.days, bookings) };
}

/** Whether `start` is a free slot now; `except` is the booking being moved. */
export async function checkStart(
  knex: Knex,
  rules: SlotRules,
  start: number,
  except?: string,
): Promise<SlotCheck> {
  const length = rules.settings.meetingMinutes * MINUTE_MS;
  const bookings = await confirmedBetween(
    knex,
    start,
    start + length,
    rules.settings.bufferMinutes,
    except,
  );
  return checkSlot(rules, start, bookings);
}
