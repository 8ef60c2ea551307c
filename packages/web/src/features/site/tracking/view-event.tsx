import { useEffect } from 'react';
import { island } from '../islands/island';
import { trackEvent } from './tracker';

/** Reports `type` once when the page shows (SERVICES_PAGE_VIEWED, PORTFOLIO_VIEWED). */
export function ViewEvent({ type }: { type: string }) {
  useEffect(() => trackEvent(type), [type]);
  return null;
}

export const ViewEventIsland = island('view-event', ViewEvent);
