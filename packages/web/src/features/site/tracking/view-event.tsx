import { useEffect } from 'react';
import { island } from '../islands/island';
import { trackEvent, tracker } from './tracker';

/**
 * Reports `type` (SERVICES_PAGE_VIEWED, PORTFOLIO_VIEWED) once the visitor engaged with the page, as
 * the page view itself: 10 s visible or a scroll, not a bare arrival. Leaving the page first (an
 * unmount) cancels it.
 */
export function ViewEvent({ type }: { type: string }) {
  useEffect(() => tracker()?.whenEngaged(() => trackEvent(type)), [type]);
  return null;
}

export const ViewEventIsland = island('view-event', ViewEvent);
