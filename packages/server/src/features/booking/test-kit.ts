/** What the booking tests share: an always-open availability, slots, a booking from its own network. */
import type { BookingSettings, Slot, SlotsResponse } from '@leadline/domain';
import { BROWSER_USER_AGENT } from '../../test/browser';

/** Every day 00:00-23:30 UTC, 30-minute calls: a slot is free at any hour the test runs. */
export const OPEN_ALL_WEEK: BookingSettings = {
  timeZone: 'UTC',
  weeklyHours: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      [{ start: '00:00', end: '23:30' }],
    ]),
  ) as BookingSettings['weeklyHours'],
  meetingMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 60,
};

let lastIp = 0;
/** Each booking from its own address (TRUST_PROXY): the per-network cap is tested on its own. */
export const nextIp = () => {
  lastIp += 1;
  return `203.0.113.${lastIp % 250}`.replace(/\.0$/, '.250');
};

export const postJson = (base: string, path: string, body: unknown, ip = nextIp()) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_USER_AGENT,
      'x-forwarded-for': ip,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export async function freeSlots(base: string, query = 'days=7'): Promise<SlotsResponse> {
  const answer = await fetch(`${base}/api/booking/slots?${query}`);
  if (answer.status !== 200) throw new Error(`slots: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as SlotsResponse;
}

/** A free slot starting at least `hours` from now. */
export async function slotAfter(base: string, hours: number, skip = 0): Promise<Slot> {
  const { slots } = await freeSlots(base, 'days=7');
  const later = slots.filter((slot) => Date.parse(slot.start) > Date.now() + hours * 3_600_000);
  const slot = later[skip];
  if (!slot) throw new Error('no free slot');
  return slot;
}

/** The VEVENT of an iCalendar text, its lines unfolded, as property name → value. */
export function veventOf(calendar: string): Record<string, string> {
  const lines = calendar.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  if (begin < 0 || end < begin) throw new Error('no VEVENT');
  const event: Record<string, string> = {};
  for (const line of lines.slice(begin + 1, end)) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) throw new Error(`not a content line: ${line}`);
    const [name = ''] = line.slice(0, colon).split(';');
    event[name] = line.slice(colon + 1);
  }
  return event;
}

/** An ISO instant as iCalendar writes it in UTC: 20260302T090000Z. */
export const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
