/** The offer's EXIT_INTENT_CONVERTED event, posted directly: the dialog must know it arrived. */
import { type EventPayload, EVENT_POLICY } from '@leadline/domain';
import { postJson } from '../../../lib/http';

export interface ExitCapture {
  sessionId: string;
  email: string;
  name: string | null;
  pageUrl: string;
}

export function exitIntentEvent(
  { sessionId, email, name, pageUrl }: ExitCapture,
  now: Date = new Date(),
): EventPayload {
  return {
    sessionId,
    eventType: 'EXIT_INTENT_CONVERTED',
    eventCategory: 'conversion',
    eventValue: EVENT_POLICY.EXIT_INTENT_CONVERTED.points,
    pageUrl: pageUrl.slice(0, 2048),
    metadata: {
      email,
      name,
      captureMethod: 'exit_intent',
      timestamp: now.toISOString(),
      userAgent: navigator.userAgent,
    },
  };
}

export const sendExitCapture = (capture: ExitCapture) =>
  postJson<unknown>('/api/analytics/event', exitIntentEvent(capture));
