/**
 * Hostile requests for the booking routes (hostile-input.ts lists them with the others). A valid
 * start is a slot of the default availability (weekdays 09:00-17:00 in the test server's UTC, from
 * the next working day), so that some bookings are accepted.
 */
import fc from 'fast-check';
import { BROWSER_USER_AGENT } from './browser';
import {
  bentBody,
  emailArb,
  hostileFormValue,
  hostileText,
  jsonPost,
  percentEncode,
} from './hostile-input';

const DAY_MS = 86_400_000;

/** A weekday 2-40 days ahead, at 09:00-16:30 UTC on the half hour. */
const defaultSlot = fc
  .tuple(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 0, max: 15 }))
  .map(([days, half]) => {
    const day = new Date(Date.now() + days * DAY_MS);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCHours(9, half * 30, 0, 0);
    return day.toISOString();
  });

const get = (path: string) => ({
  method: 'GET',
  path,
  headers: { 'user-agent': BROWSER_USER_AGENT },
});

/** Made when asked: hostile-input.ts, which this imports from, imports this module too. */
export function hostileBookingEndpoints() {
  const validBooking = fc.record({
    start: defaultSlot,
    name: fc.string({ minLength: 1, maxLength: 50 }),
    email: emailArb,
    note: fc.string({ maxLength: 100 }),
  });
  const tokenSegment = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    hostileText.map(percentEncode),
    fc.constantFrom('%zz', '..', '%2e%2e', '%00', 'a'.repeat(5000)),
  );
  return [
    {
      name: 'POST /api/booking',
      requests: bentBody(validBooking).map((b) => jsonPost('/api/booking', b)),
    },
    {
      name: 'GET /api/booking/slots',
      requests: fc
        .array(
          fc.tuple(
            fc.constantFrom('from', 'days', 'from[]', 'days[]', '__proto__', 'Days'),
            fc.oneof(
              hostileFormValue,
              fc.constantFrom(
                '2026-01-05',
                '2099-12-31',
                '0000-00-00',
                '9999-12-31',
                '0001-01-01',
                '7',
                '31',
                '32',
                '-1',
                '1e3',
              ),
            ),
          ),
          { maxLength: 3 },
        )
        .map((pairs) => get(`/api/booking/slots?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`)),
    },
    {
      name: 'GET /api/booking/manage/:token',
      requests: tokenSegment.map((token) => get(`/api/booking/manage/${token}`)),
    },
    {
      name: 'POST /api/booking/manage/:token/move',
      requests: fc
        .tuple(tokenSegment, bentBody(fc.record({ start: defaultSlot })))
        .map(([token, body]) => jsonPost(`/api/booking/manage/${token}/move`, body)),
    },
    {
      name: 'POST /api/booking/manage/:token/cancel',
      requests: tokenSegment.map((token) => jsonPost(`/api/booking/manage/${token}/cancel`, '{}')),
    },
    {
      name: 'GET /api/booking/feed/:secret.ics',
      requests: fc
        .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{32}$/), hostileText.map(percentEncode))
        .map((secret) => get(`/api/booking/feed/${secret}.ics`)),
    },
  ];
}
