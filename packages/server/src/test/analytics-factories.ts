/** Small factories for analytics data, posted through the public API like the tracker would. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventPayload, SessionPayload } from '@leadline/domain';
import type { TestServer } from './harness';

export const newSessionId = () => `s-${randomUUID()}`;

export function sessionPayload(overrides: Partial<SessionPayload> = {}): SessionPayload {
  // As the tracker sends it: the raw fields, no classes (the server computes them).
  const attribution = {
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
  };
  return {
    sessionId: newSessionId(),
    visitorId: `v-${randomUUID()}`,
    isReturningVisitor: false,
    visitCount: 1,
    deviceType: 'desktop',
    landingPage: '/',
    ...attribution,
    firstVisit: { ...attribution, landingPage: '/', timestamp: new Date().toISOString() },
    ...overrides,
  };
}

export async function createSession(
  app: TestServer,
  overrides: Partial<SessionPayload> = {},
): Promise<string> {
  const payload = sessionPayload(overrides);
  const response = await app.post('/api/analytics/session', payload);
  expect(response.status).toBe(201);
  return payload.sessionId;
}

/** Fields of an event to set; metadata is added to the tracker's own (timestamp, userAgent). */
export type EventOverrides = Partial<Omit<EventPayload, 'metadata'>> & {
  metadata?: Record<string, unknown>;
};

export function eventPayload(
  sessionId: string,
  eventType: string,
  { metadata, ...overrides }: EventOverrides = {},
): EventPayload {
  return {
    sessionId,
    eventId: randomUUID(),
    eventType,
    eventCategory: 'engagement',
    eventValue: 0,
    pageUrl: '/',
    metadata: { timestamp: new Date().toISOString(), userAgent: 'test', ...metadata },
    ...overrides,
  };
}

export interface TrackAnswer {
  status: number;
  points?: number;
  score?: number;
}

export async function track(
  app: TestServer,
  sessionId: string,
  eventType: string,
  overrides: EventOverrides = {},
): Promise<TrackAnswer> {
  const response = await app.post(
    '/api/analytics/event',
    eventPayload(sessionId, eventType, overrides),
  );
  const body = (await response.json()) as { points?: number; score?: number };
  return { status: response.status, ...body };
}

/** Takes a new returning visitor's session to exactly 75 points (hot) through the public API. */
export async function reachHot(app: TestServer, sessionId: string): Promise<void> {
  await track(app, sessionId, 'RETURN_VISITOR');
  await track(app, sessionId, 'SERVICES_PAGE_VIEWED', { pageUrl: '/services' });
  await track(app, sessionId, 'CALCULATOR_STARTED', { pageUrl: '/calculator' });
  let score = 0;
  for (const featureId of ['auth', 'payment', 'admin']) {
    ({ score = 0 } = await track(app, sessionId, 'CALCULATOR_FEATURE_SELECTED', {
      pageUrl: '/calculator',
      metadata: { featureId },
    }));
  }
  expect(score).toBe(75);
}

/**
 * A session whose visitor gave their address on an earlier visit: a new session of theirs starts
 * knowing it (features/analytics/sessions.ts). Written here directly, without that earlier visit's
 * own alerts, for tests of what a known visitor's session sets off.
 */
export async function knownVisitorSession(
  app: TestServer,
  email: string,
  overrides: Partial<SessionPayload> = {},
): Promise<string> {
  const earlier = await createSession(app, overrides);
  const visitorId = (await app.db
    .knex('analytics_sessions')
    .where({ session_id: earlier })
    .update({ email })
    .returning('visitor_id')) as { visitor_id: string }[];
  return createSession(app, {
    isReturningVisitor: true,
    visitCount: 2,
    ...overrides,
    visitorId: visitorId[0]!.visitor_id,
  });
}
