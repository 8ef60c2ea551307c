/** The booking settings' API answers for the Settings screen's tests (no server: a fixed answer). */
import { defaultBookingSettings } from '@leadline/domain';

export const TEST_FEED_URL = 'http://localhost/api/booking/feed/secret-token.ics';

export async function bookingApiAnswer(url: string): Promise<Response> {
  const body = url.endsWith('/feed')
    ? { url: TEST_FEED_URL }
    : defaultBookingSettings('Europe/Berlin');
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
