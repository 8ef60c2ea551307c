import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../lib/http';

export interface TimelineSession {
  sessionId: string;
  score: number;
  email: string | null;
  deviceType: string | null;
  source: string | null;
  landingPage: string | null;
  pagesViewed: number;
  createdAt: string;
  lastActivityAt: string;
}

export interface TimelineEvent {
  id: number | string;
  at: string;
  eventType: string;
  eventCategory: string | null;
  page: string | null;
  /** What the event earned. */
  points: number;
  /** The session's score after this event. */
  runningScore: number;
}

export interface SessionTimeline {
  session: TimelineSession;
  events: TimelineEvent[];
}

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
