/**
 * The popup's EMAIL_CAPTURED event (SPEC section 7). Posted here rather than through the tracker:
 * the tracker's track() is fire-and-forget, and the popup must know whether the address arrived.
 */
import { type EventPayload, EVENT_POLICY } from '@leadline/domain';
import { postJson } from '../../../lib/http';

export interface EmailCapture {
  sessionId: string;
  email: string;
  /** null when left empty. */
  name: string | null;
  /** The score that opened the popup. */
  score: number;
  /** The current path. */
  pageUrl: string;
}

export function emailCapturedEvent(
  { sessionId, email, name, score, pageUrl }: EmailCapture,
  now: Date = new Date(),
  userAgent: string = navigator.userAgent,
): EventPayload {
  return {
    sessionId,
    eventType: 'EMAIL_CAPTURED',
    // The spec's category for this event; the server stores its own categoryOf() anyway.
    eventCategory: 'conversion',
    eventValue: EVENT_POLICY.EMAIL_CAPTURED.points,
    pageUrl: pageUrl.slice(0, 2048),
    metadata: {
      email,
      name,
      captureMethod: 'hot_lead_popup',
      score,
      timestamp: now.toISOString(),
      userAgent,
    },
  };
}

/** Resolves once the server has the event; rejects with an HttpError (or a network error) if not. */
export const sendEmailCapture = (capture: EmailCapture) =>
  postJson<unknown>('/api/analytics/event', emailCapturedEvent(capture));
