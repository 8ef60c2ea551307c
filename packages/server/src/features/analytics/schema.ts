/** The analytics requests, validated against the tracker's wire types (src/wire.ts of @leadline/tracker). */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  DEVICE_TYPES,
  ID_PATTERN,
  MAX_BATCH_EVENTS,
  TRAFFIC_SOURCES,
  type EventBatchPayload,
  type EventPayload,
  type SessionPayload,
  hasUnstorableText,
  text,
} from '@leadline/domain';

export { ID_PATTERN, MAX_BATCH_EVENTS };

export const EVENT_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
export const MAX_URL = 2048;
export const MAX_METADATA_BYTES = 4096;
const MAX_LABEL = 255;
export const MAX_CATEGORY = 32;

const id = (name: string) =>
  string()
    .required(`${name} is required.`)
    .matches(ID_PATTERN, `${name} must be 1-64 letters, digits, dashes or underscores.`);

const label = (name: string) =>
  text()
    .nullable()
    .default(null)
    .max(MAX_LABEL, `${name} must be at most ${MAX_LABEL} characters.`);

const url = (name: string) =>
  text()
    .nullable()
    .default(null)
    .max(MAX_URL, `${name} must be at most ${MAX_URL.toLocaleString('en-US')} characters.`);

const attribution = {
  // Older trackers send the classes; the server computes its own from the raw fields below.
  source: string()
    .oneOf(TRAFFIC_SOURCES, `source must be one of: ${TRAFFIC_SOURCES.join(', ')}.`)
    .nullable()
    .optional(),
  referralSource: text()
    .max(MAX_LABEL, `referralSource must be at most ${MAX_LABEL} characters.`)
    .nullable()
    .optional(),
  referrer: url('referrer'),
  utmSource: label('utmSource'),
  utmMedium: label('utmMedium'),
  utmCampaign: label('utmCampaign'),
  utmContent: label('utmContent'),
  utmTerm: label('utmTerm'),
};

/** POST /api/analytics/session */
export const sessionSchema = object({
  sessionId: id('sessionId'),
  visitorId: id('visitorId'),
  isReturningVisitor: boolean()
    .typeError('isReturningVisitor must be true or false.')
    .required('isReturningVisitor is required.'),
  visitCount: number()
    .typeError('visitCount must be a number.')
    .integer('visitCount must be a whole number.')
    .min(1, 'visitCount must be at least 1.')
    .max(1_000_000, 'visitCount is too large.')
    .default(1),
  deviceType: string()
    .required('deviceType is required.')
    .oneOf(DEVICE_TYPES, `deviceType must be one of: ${DEVICE_TYPES.join(', ')}.`),
  ...attribution,
  landingPage: url('landingPage'),
  firstVisit: object({
    ...attribution,
    landingPage: url('firstVisit.landingPage'),
    timestamp: text().nullable().default(null).max(64),
  })
    .nullable()
    .default(null),
});

export type SessionInput = InferType<typeof sessionSchema>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One event's fields, without its session: the single route's body, and each of a batch's events. */
const eventFields = {
  /** The client's id for the event, if it sends one: an event sent again is stored once. */
  eventId: string()
    .matches(ID_PATTERN, 'eventId must be 1-64 letters, digits, dashes or underscores.')
    .nullable()
    .optional(),
  eventType: string()
    .required('eventType is required.')
    .matches(
      EVENT_TYPE_PATTERN,
      'eventType must be 1-64 capital letters, digits or underscores, starting with a letter.',
    ),
  /** The client's category and points are kept for reference; the server computes its own. */
  eventCategory: text().max(MAX_CATEGORY).nullable().default(null),
  eventValue: number()
    .typeError('eventValue must be a number.')
    .integer('eventValue must be a whole number.')
    .min(-1000)
    .max(1000)
    .nullable()
    .default(null),
  pageUrl: text()
    .required('pageUrl is required.')
    .max(MAX_URL, `pageUrl must be at most ${MAX_URL.toLocaleString('en-US')} characters.`),
  metadata: mixed<Record<string, unknown>>()
    .default(() => ({}))
    .test(
      'object',
      'metadata must be a JSON object.',
      (value) => value === undefined || isPlainObject(value),
    )
    .test(
      'storable',
      'metadata contains characters that cannot be stored.',
      (value) => !hasUnstorableText(value),
    )
    .test(
      'size',
      `metadata must be at most ${MAX_METADATA_BYTES / 1024} KB as JSON.`,
      (value) =>
        value === undefined || Buffer.byteLength(JSON.stringify(value)) <= MAX_METADATA_BYTES,
    ),
};

/** POST /api/analytics/event */
export const eventSchema = object({ sessionId: id('sessionId'), ...eventFields });

export type EventInput = InferType<typeof eventSchema>;

/** POST /api/analytics/events: up to 50 events of one session, valid all together or refused. */
export const eventBatchSchema = object({
  sessionId: id('sessionId'),
  events: array(object(eventFields))
    .typeError('events must be a list of events.')
    .required('events is required.')
    .min(1, 'events must hold at least one event.')
    .max(MAX_BATCH_EVENTS, `events must hold at most ${MAX_BATCH_EVENTS} events.`),
});

export type EventBatchInput = InferType<typeof eventBatchSchema>;

// Compile-time proof that the tracker's payloads and these schemas agree: every payload is valid input,
// and the schemas know every field the tracker sends (none is silently dropped).
type Fits<Payload, Input> = Payload extends Input
  ? Exclude<keyof Payload, keyof Input> extends never
    ? true
    : false
  : false;
export const trackerPayloadsFit: [
  Fits<SessionPayload, SessionInput>,
  Fits<EventPayload, EventInput>,
  Fits<EventBatchPayload, EventBatchInput>,
] = [true, true, true];
