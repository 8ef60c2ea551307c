/**
 * What the tracker sends to the server: the one definition of the two request bodies. The server
 * validates them (its schemas are checked against these types at compile time) and recomputes
 * what it can: event category, points, and the traffic source class.
 */
import type { EventCategory } from './vocabulary';

/** Session and visitor ids: what the tracker makes and the server accepts. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const TRAFFIC_SOURCES = [
  'search',
  'social',
  'email',
  'referral',
  'direct',
  'other',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What a page load tells of where the visit came from, as the tracker reads it. */
export interface RawAttribution {
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
}

/** Where a visit came from: the raw fields and the classes computed from them (SPEC section 9). */
export interface Attribution extends RawAttribution {
  source: TrafficSource;
  /** utm_source, else the referrer's host; null for a direct visit. */
  referralSource: string | null;
}

/**
 * The classes, which the server computes from the raw fields (it trusts no browser's). The tracker
 * does not send them; older trackers did, and the server ignores what they send.
 */
type ClassesLeftToServer = { source?: TrafficSource | null; referralSource?: string | null };

/** The first visit's attribution, kept in localStorage and sent with every session. */
export type FirstVisitPayload = RawAttribution &
  ClassesLeftToServer & { landingPage: string; timestamp: string };

/** POST {endpoint}/api/analytics/session, once per page load (a reload of the tab posts it again). */
export interface SessionPayload extends RawAttribution, ClassesLeftToServer {
  /** Kept in sessionStorage: 1-64 of [A-Za-z0-9_-]. */
  sessionId: string;
  /** Kept in localStorage: 1-64 of [A-Za-z0-9_-]. */
  visitorId: string;
  isReturningVisitor: boolean;
  /** This visitor's visits so far, this one included (1 on a first visit). */
  visitCount: number;
  deviceType: DeviceType;
  /** Path (and query) of the page that started the session. */
  landingPage: string;
  /** The attribution of the visitor's first visit, kept in localStorage. */
  firstVisit: FirstVisitPayload;
}

/** POST {endpoint}/api/analytics/event */
export interface EventPayload {
  sessionId: string;
  /** This event's id, the same on every attempt, so that the server stores it once; same alphabet
   * as the session id. The tracker always sends one; without it (older trackers, the hot-lead
   * popup's own post) every request is a new event. */
  eventId?: string;
  /** ^[A-Z][A-Z0-9_]{0,63}$; the server's event policy lists the known ones. */
  eventType: string;
  /** The client's view; the server stores its own categoryOf(eventType). */
  eventCategory: EventCategory;
  /** Advisory; the server scores by its own event policy. */
  eventValue: number | null;
  /** The page's path and query (or a URL of the same site), at most 2,048 characters. */
  pageUrl: string;
  /** Event details plus timestamp (ISO) and userAgent; at most 4 KB as JSON. */
  metadata: Record<string, unknown> & { timestamp: string; userAgent: string };
}

/** Events in one batch at most (the server refuses more). */
export const MAX_BATCH_EVENTS = 50;

/** One event of a batch: an event without its session, which the batch names once. */
export type BatchedEvent = Omit<EventPayload, 'sessionId'>;

/**
 * POST {endpoint}/api/analytics/events: events that happen together (those queued while a request
 * is out), up to MAX_BATCH_EVENTS of one session; the server validates them together and takes all
 * of them or refuses them all.
 */
export interface EventBatchPayload {
  sessionId: string;
  events: BatchedEvent[];
}

/** GET {endpoint}/api/analytics/session/{sessionId}/score */
export interface ScoreResponse {
  score: number;
  isHotLead: boolean;
  /** The session already has the visitor's e-mail address: nothing more to ask for. */
  emailKnown: boolean;
}

/** What the tracker's getScore() resolves to. */
export type ScoreStanding = Pick<ScoreResponse, 'score' | 'emailKnown'>;
