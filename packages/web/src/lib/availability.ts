/**
 * The owner's availability as the pages show it (the home page's banner, the calculator). It changes
 * while the site runs (admin Settings), so the prerendered pages hold stand-ins that the server
 * replaces with the current one when it serves them; every page carries it in a meta tag too, which
 * the browser reads once, so that hydration and the pages the router renders later agree with the
 * served HTML. Outside a served page (`vite dev`, unit tests) it is the site's own availability.
 */
import {
  AVAILABILITY_PLACEHOLDERS,
  bookingMonthLabel,
  MAX_SLOTS_LEFT,
  MONTH_PATTERN,
  slotsRemainingLabel,
  type Availability,
} from '@leadline/domain';
import { SITE } from '../site-config';

export const AVAILABILITY_META = 'leadline:availability';

/**
 * Prerendering for the build: the pages get stand-ins. Not `vite dev`'s rendering (no server fills
 * them in there) nor tests: those show the site's own availability.
 */
const PRERENDERING = import.meta.env.SSR && !import.meta.env.DEV;

export interface AvailabilityText {
  /** "January 2026" */
  bookingMonth: string;
  /** "1 slot remaining" */
  slotsRemaining: string;
}

/** The meta tag's content: `month=2026-01&slotsLeft=1` (stand-ins in the prerendered page). */
const metaContent = (month: string, slotsLeft: string) => `month=${month}&slotsLeft=${slotsLeft}`;

/** The availability a meta tag's content names, if it is a whole one. */
export function parseAvailabilityMeta(
  content: string | null | undefined,
): Availability | undefined {
  const params = new URLSearchParams(content ?? '');
  const month = params.get('month') ?? '';
  const slots = params.get('slotsLeft') ?? '';
  if (!MONTH_PATTERN.test(month) || !/^\d{1,2}$/.test(slots)) return undefined;
  const slotsLeft = Number(slots);
  return slotsLeft <= MAX_SLOTS_LEFT ? { month, slotsLeft } : undefined;
}

let known: Availability | undefined;

/** In the browser: what the page was served with, read once (the router may replace the head later). */
function servedAvailability(): Availability {
  if (typeof document === 'undefined') return SITE.availability;
  known ??=
    parseAvailabilityMeta(
      document.querySelector(`meta[name="${AVAILABILITY_META}"]`)?.getAttribute('content'),
    ) ?? SITE.availability;
  return known;
}

/** After the owner saves one in the admin: the pages this browser renders from now on show it. */
export function rememberAvailability(availability: Availability): void {
  known = { month: availability.month, slotsLeft: availability.slotsLeft };
}

/** The banner's and the calculator's words: stand-ins while prerendering, else the served ones. */
export function availabilityText(): AvailabilityText {
  if (PRERENDERING) {
    return {
      bookingMonth: AVAILABILITY_PLACEHOLDERS.bookingMonth,
      slotsRemaining: AVAILABILITY_PLACEHOLDERS.slotsRemaining,
    };
  }
  const { month, slotsLeft } = servedAvailability();
  return { bookingMonth: bookingMonthLabel(month), slotsRemaining: slotsRemainingLabel(slotsLeft) };
}

/** The root route's meta tag that carries the availability to the browser. */
export function availabilityMeta(): { name: string; content: string } {
  if (PRERENDERING) {
    const { month, slotsLeft } = AVAILABILITY_PLACEHOLDERS;
    return { name: AVAILABILITY_META, content: metaContent(month, slotsLeft) };
  }
  const { month, slotsLeft } = servedAvailability();
  return { name: AVAILABILITY_META, content: metaContent(month, String(slotsLeft)) };
}
