/**
 * The name and address a visitor gave the consultation offer ("Yes, Let's Talk"), kept for this tab
 * so that /book's form starts filled in. Removed once the call is booked.
 */
export const BOOKING_PREFILL_KEY = 'leadline_booking_prefill';

export interface BookingPrefill {
  name: string;
  email: string;
}

export function rememberBookingPrefill(prefill: BookingPrefill): void {
  try {
    sessionStorage.setItem(BOOKING_PREFILL_KEY, JSON.stringify(prefill));
  } catch {
    // No storage (private mode, blocked): the form starts empty.
  }
}

export function readBookingPrefill(): BookingPrefill | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BOOKING_PREFILL_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { name, email } = stored as Record<string, unknown>;
    return {
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : '',
    };
  } catch {
    return undefined;
  }
}

export function forgetBookingPrefill(): void {
  try {
    sessionStorage.removeItem(BOOKING_PREFILL_KEY);
  } catch {
    // Nothing was kept.
  }
}
