/**
 * An address given in the hot-lead popup (EMAIL_CAPTURED) or the exit-intent offer
 * (EXIT_INTENT_CONVERTED): stored and scored like any event, and, when it earned its points (the
 * session's first, with a valid address), the checklist mail and the `email.captured` webhooks are
 * queued in the same transaction, with the events sent beside it.
 */
import type { Knex } from 'knex';
import { emailCaptured } from '../delivery/triggers';
import { applyEvents, type AppliedEvent, type IncomingEvent } from './ingest';
import { nameIn, type ScoringContext } from '../../scoring/rules';

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

export interface StoredWithCaptures {
  /** One entry per event, as applyEvents answers. */
  applied: (AppliedEvent | undefined)[];
  /** An address earned its points: a checklist mail was queued. */
  captured: boolean;
}

/**
 * Stores events of which some are captures in one transaction and one ledger statement, in their
 * order, so that every score answered is the one stored; each capture that earned its points queues
 * the checklist and the webhooks in the same transaction.
 */
export async function storeWithCaptures(
  knex: Knex,
  events: readonly IncomingEvent[],
  context: ScoringContext,
): Promise<StoredWithCaptures> {
  const stored = knex.transaction(async (trx) => {
    const applied = await applyEvents(trx, events, context);
    let captured = false;
    // An event sent twice in the batch (same id) is answered twice but captured once.
    const seen = new Set<string>();
    for (const [index, event] of events.entries()) {
      const email = text(event.metadata.email);
      const earned = (applied[index]?.points ?? 0) > 0;
      if (!isCapture(event) || !email || !earned || seen.has(event.eventId ?? '')) continue;
      if (event.eventId) seen.add(event.eventId);
      await emailCaptured(trx, {
        sessionId: event.sessionId,
        email,
        name: nameIn(event.metadata),
        via: CAPTURES[event.eventType],
      });
      captured = true;
    }
    return { applied, captured };
  });
  // A foreign key violation: the session was deleted (erased or purged) while the events were stored.
  return stored.catch((error: unknown) => {
    if ((error as { code?: unknown }).code === '23503')
      return { applied: events.map(() => undefined), captured: false };
    throw error;
  });
}
