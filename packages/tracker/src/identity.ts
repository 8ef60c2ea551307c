/**
 * Who the visitor is and which visit this is. The session id lives in sessionStorage (one per tab,
 * kept across reloads), the visitor's record in localStorage. ARCHITECTURE.md describes both.
 */
import { OWNER_KEY, SESSION_KEY, VISITOR_KEY } from './storage-keys';
import type { SessionPayload } from '@leadline/domain/wire';

export type FirstVisit = SessionPayload['firstVisit'];

/** localStorage leadline_visitor, as JSON. */
export interface VisitorRecord {
  id: string;
  /** Visits so far, the current one included. */
  visits: number;
  /** When the latest visit began (ISO). */
  lastVisit: string;
  firstVisit: FirstVisit;
}

export interface Visit extends VisitorRecord {
  sessionId: string;
  /** False on a reload of the same tab, which keeps its session and does not count as a visit. */
  isNewVisit: boolean;
}

type Kind = 'localStorage' | 'sessionStorage';

// Storage that is missing, disabled or full reads as empty and drops writes, never throwing. The
// values of the page load then live on in the tracker's closure, the in-memory fallback: each key
// is read once, before it is written.
function read(kind: Kind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

function write(kind: Kind, key: string, value: string): void {
  try {
    window[kind].setItem(key, value);
  } catch {
    // private mode, quota or disabled storage
  }
}

/** The site owner marked this browser as theirs (signed in to the admin, or "this is me"). */
export const isOwnersBrowser = (): boolean => read('localStorage', OWNER_KEY) !== null;

/** A random id of [A-Za-z0-9_-]: a UUID where crypto.randomUUID exists (secure contexts). */
export function newId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return Math.random().toString(36).slice(2) + Date.now().toString(36);
  }
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{1,64}$/.test(value);

/** A stored counter as a whole number, 0 if it is missing or not a positive number. */
const count = (value: unknown) => Math.max(0, Number(value) | 0);

/**
 * Reads and updates the identity for this page load. A valid session id in sessionStorage means a
 * reload of the same tab: the session is reused and nothing is counted. Otherwise a new session
 * counts one visit. `current` is this page load's attribution, kept if the visitor has none yet.
 */
export function beginVisit(current: FirstVisit): Visit {
  let visitor: Partial<VisitorRecord> | null = null;
  try {
    visitor = JSON.parse(
      read('localStorage', VISITOR_KEY) ?? '{}',
    ) as Partial<VisitorRecord> | null;
  } catch {
    // unreadable: a new visitor
  }
  if (!isId(visitor?.id)) visitor = {};
  const storedSession = read('sessionStorage', SESSION_KEY);
  const isNewVisit = !isId(storedSession);
  const sessionId = isNewVisit ? newId() : storedSession;
  const record: VisitorRecord = {
    id: visitor.id ?? newId(),
    visits: count(visitor.visits) + (isNewVisit ? 1 : 0) || 1,
    lastVisit: (!isNewVisit && visitor.lastVisit) || current.timestamp,
    firstVisit: visitor.firstVisit?.timestamp ? visitor.firstVisit : current,
  };
  write('localStorage', VISITOR_KEY, JSON.stringify(record));
  write('sessionStorage', SESSION_KEY, sessionId);
  return { ...record, sessionId, isNewVisit };
}
