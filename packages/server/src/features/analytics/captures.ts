/**
 * An address given in the hot-lead popup (EMAIL_CAPTURED) or the exit-intent offer
 * (EXIT_INTENT_CONVERTED): stored and scored like any event, and, when it earned its points (the
 * session's first, with a valid address), the checklist mail and the `email.captured` webhooks are
 * queued in the same transaction.
 */
import type { Knex } from 'knex';
import { emailCaptured } from '../delivery/triggers';
import { applyEvents, type AppliedEvent, type IncomingEvent } from './ingest';

/** The events that give an address, and through which offer. */
export const CAPTURES = { EMAIL_CAPTURED: 'popup', EXIT_INTENT_CONVERTED: 'exit_intent' } as const;
type CaptureType = keyof typeof CAPTURES;

/** The capture event types as a SQL list, for `event_type in (...)`. */
export const CAPTURE_TYPES_SQL = Object.keys(CAPTURES)
  .map((type) => `'${type}'`)
  .join(', ');

type Capture = IncomingEvent & { eventType: CaptureType };

export const isCapture = (event: IncomingEvent): event is Capture =>
  Object.hasOwn(CAPTURES, event.eventType);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export async function storeCapture(
  knex: Knex,
  event: Capture,
): Promise<(AppliedEvent & { captured: boolean }) | undefined> {
  const stored = knex.transaction(async (trx) => {
    const [applied] = await applyEvents(trx, [event]);
    if (!applied) return undefined;
    const email = text(event.metadata.email);
    const captured = applied.points > 0 && email !== null;
    if (captured) {
      await emailCaptured(trx, {
        sessionId: event.sessionId,
        email,
        name: text(event.metadata.name),
        via: CAPTURES[event.eventType],
      });
    }
    return { ...applied, captured };
  });
  // A foreign key violation: the session was deleted (erased or purged) while the event was stored.
  return stored.catch((error: unknown) => {
    if ((error as { code?: unknown }).code === '23503') return undefined;
    throw error;
  });
}
