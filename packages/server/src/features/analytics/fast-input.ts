/**
 * The event routes' input read without yup, for the well-formed requests that are nearly all of
 * them: yup's walk of an event costs more than the rest of its request's middleware. A reader
 * accepts only input whose every field has the declared type and is within its limits, and answers
 * exactly what the schema would (schema.ts; fast-input.test.ts checks it on generated input). It
 * answers undefined for anything else, which the schema then decides and words the errors of.
 */
import { ID_PATTERN, hasUnstorableText, UNSTORABLE_TEXT } from '@leadline/domain';
import {
  EVENT_TYPE_PATTERN,
  MAX_BATCH_EVENTS,
  MAX_CATEGORY,
  MAX_METADATA_BYTES,
  MAX_URL,
  type EventBatchInput,
  type EventInput,
} from './schema';

type EventFields = Omit<EventInput, 'sessionId'>;

const FIELDS = new Set([
  'eventId',
  'eventType',
  'eventCategory',
  'eventValue',
  'pageUrl',
  'metadata',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && !UNSTORABLE_TEXT.test(value);

/** The fields of one event, or undefined; `sessionKey` is the one other key `raw` may have. */
function readFields(raw: unknown, sessionKey?: string): EventFields | undefined {
  if (!isPlainObject(raw)) return undefined;
  for (const key of Object.keys(raw)) if (!FIELDS.has(key) && key !== sessionKey) return undefined;
  const { eventId, eventType, eventCategory = null, eventValue = null, pageUrl } = raw;
  const { metadata = {} } = raw;
  if (eventId != null && !isId(eventId)) return undefined;
  if (typeof eventType !== 'string' || !EVENT_TYPE_PATTERN.test(eventType)) return undefined;
  if (eventCategory !== null && !isText(eventCategory, MAX_CATEGORY)) return undefined;
  if (
    eventValue !== null &&
    !(
      Number.isInteger(eventValue) &&
      (eventValue as number) >= -1000 &&
      (eventValue as number) <= 1000
    )
  ) {
    return undefined;
  }
  if (!isText(pageUrl, MAX_URL) || pageUrl === '') return undefined;
  if (
    !isPlainObject(metadata) ||
    hasUnstorableText(metadata) ||
    Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES
  ) {
    return undefined;
  }
  const fields: EventFields = {
    eventType,
    eventCategory,
    eventValue: eventValue as number | null,
    pageUrl,
    metadata,
  };
  if (eventId !== undefined) fields.eventId = eventId as string | null;
  return fields;
}

/** POST /api/analytics/event's body, as eventSchema would give it, or undefined. */
export function readEvent(raw: unknown): EventInput | undefined {
  if (!isPlainObject(raw) || !isId(raw.sessionId)) return undefined;
  const fields = readFields(raw, 'sessionId');
  return fields && { sessionId: raw.sessionId, ...fields };
}

/** POST /api/analytics/events's body, as eventBatchSchema would give it, or undefined. */
export function readEventBatch(raw: unknown): EventBatchInput | undefined {
  if (!isPlainObject(raw) || !isId(raw.sessionId)) return undefined;
  const { sessionId, events } = raw;
  if (Object.keys(raw).length !== 2 || !Array.isArray(events)) return undefined;
  if (events.length === 0 || events.length > MAX_BATCH_EVENTS) return undefined;
  const read: EventFields[] = [];
  for (const event of events) {
    const fields = readFields(event);
    if (!fields) return undefined;
    read.push(fields);
  }
  return { sessionId, events: read };
}
