/**
 * Data made the way visitors make it: through the public API (the forms' endpoints and the tracker's),
 * with a desktop browser's user agent so the analytics keep it. Every helper answers what the server
 * answered, and e-mail addresses and session ids are unique per call, so specs running side by side on
 * the one database each find their own rows.
 */
import { randomUUID } from 'node:crypto';
import { rawAttributionOf } from '@leadline/tracker';
import {
  categoryOf,
  classify,
  type DeviceType,
  type ScoreResponse,
  type SessionPayload,
} from '@leadline/domain';
import { DESKTOP_USER_AGENT } from './browser';
import { featuresCost } from './site';

export { featuresCost };

/** A fresh address, e.g. `lead-m3x9k2-4f1a2b@e2e.example.com` (the server lower-cases e-mails). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@e2e.example.com`.toLowerCase();
}

/** A fresh tracker id (1-64 of [A-Za-z0-9_-]). */
export const uniqueId = (label: string): string => `e2e-${label}-${randomUUID()}`;

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_USER_AGENT },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface LeadInput {
  name?: string;
  email: string;
  /** Ids of the tests' site's catalogue (fixtures/site/calculator.yaml). */
  features: string[];
  /** Links the lead to a tracked session (it earns CALCULATOR_SUBMITTED there). */
  sessionId?: string;
}

/** POST /api/calculate, as the calculator's 'Reserve My Slot' sends it. */
export function submitLead(baseUrl: string, { name, email, features, sessionId }: LeadInput) {
  return post<{ id: string; totalCost: number }>(baseUrl, '/api/calculate', {
    ...(name ? { name } : {}),
    email,
    selectedFeatures: features,
    totalCost: featuresCost(features),
    ...(sessionId ? { sessionId } : {}),
  });
}

export interface ContactInput {
  name: string;
  email: string;
  company?: string;
  message: string;
  sessionId?: string;
}

/** POST /api/contact, as the contact form sends it. */
export function sendContact(baseUrl: string, input: ContactInput) {
  return post<{ id: string }>(baseUrl, '/api/contact', input);
}

export interface WorkflowInput {
  sessionId: string;
  completedSteps: number;
  painPoint?: string;
  currentTools?: string[];
  manualProcess?: string;
  teamSize?: string;
  successVision?: string;
  timeline?: string;
  budgetRange?: string;
  name?: string;
  email?: string;
  company?: string;
}

/** POST /api/workflow-wizard: a partial save (completedSteps < 7) or the final submit (7). */
export function submitWorkflow(baseUrl: string, input: WorkflowInput) {
  return post<{ id: string; completedSteps: number }>(baseUrl, '/api/workflow-wizard', {
    totalSteps: 7,
    ...input,
  });
}

export interface SessionOptions {
  deviceType?: DeviceType;
  /** The page that referred the visit (e.g. https://www.google.com/ for a search). */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  landingPage?: string;
  isReturningVisitor?: boolean;
}

/**
 * POST /api/analytics/session, as the tracker sends it on a page load (its attribution from the
 * landing page's utm_ parameters and the referrer); answers the session id.
 */
export async function startSession(
  baseUrl: string,
  {
    deviceType = 'desktop',
    referrer = '',
    utmSource,
    utmMedium,
    utmCampaign,
    landingPage = '/',
    isReturningVisitor = false,
  }: SessionOptions = {},
): Promise<string> {
  const utm = new URLSearchParams();
  if (utmSource) utm.set('utm_source', utmSource);
  if (utmMedium) utm.set('utm_medium', utmMedium);
  if (utmCampaign) utm.set('utm_campaign', utmCampaign);
  const attribution = classify(
    rawAttributionOf(`?${utm.toString()}`, referrer),
    new URL(baseUrl).host,
  );
  const payload: SessionPayload = {
    sessionId: uniqueId('session'),
    visitorId: uniqueId('visitor'),
    isReturningVisitor,
    visitCount: isReturningVisitor ? 2 : 1,
    deviceType,
    landingPage,
    ...attribution,
    firstVisit: { ...attribution, landingPage, timestamp: new Date().toISOString() },
  };
  const answer = await post<{ sessionId: string }>(baseUrl, '/api/analytics/session', payload);
  return answer.sessionId;
}

export type TrackedEvent =
  string | { eventType: string; pageUrl?: string; metadata?: Record<string, unknown> };

/**
 * POST /api/analytics/event for each event in order (the tracker's body: the client's category and
 * points, which the server recomputes); answers the session's score after the last one.
 */
export async function sendEvents(
  baseUrl: string,
  sessionId: string,
  events: readonly TrackedEvent[],
): Promise<number> {
  let score = 0;
  for (const event of events) {
    const {
      eventType,
      pageUrl = '/',
      metadata = {},
    } = typeof event === 'string' ? { eventType: event } : event;
    const answer = await post<{ points: number; score: number }>(baseUrl, '/api/analytics/event', {
      sessionId,
      eventType,
      eventCategory: categoryOf(eventType),
      eventValue: null,
      pageUrl,
      metadata: {
        ...metadata,
        timestamp: new Date().toISOString(),
        userAgent: DESKTOP_USER_AGENT,
      },
    });
    score = answer.score;
  }
  return score;
}

/** A visitor session's score as the public API reports it. */
export async function publicScore(baseUrl: string, sessionId: string) {
  const response = await fetch(
    `${baseUrl}/api/analytics/session/${encodeURIComponent(sessionId)}/score`,
    { headers: { 'user-agent': DESKTOP_USER_AGENT } },
  );
  return (await response.json()) as ScoreResponse;
}
