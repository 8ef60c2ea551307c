import { queryOptions } from '@tanstack/react-query';
import type { Json, SessionTimeline as SessionTimelineAnswer } from '@leadline/domain';
import { getJson } from '../../../lib/http';

export type SessionTimeline = Json<SessionTimelineAnswer>;
export type TimelineSession = SessionTimeline['session'];
export type TimelineEvent = SessionTimeline['events'][number];

export const sessionKeys = {
  all: ['admin', 'sessions'] as const,
  detail: (sessionId: string) => [...sessionKeys.all, sessionId] as const,
};

/** GET /api/admin/sessions/:sessionId: the session and its events in order. */
export const sessionTimelineQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: () => getJson<SessionTimeline>(`/api/admin/sessions/${encodeURIComponent(sessionId)}`),
  });
