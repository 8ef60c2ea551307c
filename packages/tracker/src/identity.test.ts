import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginVisit, newId, type FirstVisit } from './identity';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const attribution = (timestamp: string, source: FirstVisit['source'] = 'direct'): FirstVisit => ({
  source,
  referralSource: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  landingPage: '/',
  timestamp,
});

const stored = () => JSON.parse(localStorage.getItem('leadline_visitor') ?? 'null');

/** A new visit: a new tab (or a tab whose session storage is gone). */
const newTab = () => sessionStorage.clear();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('beginVisit', () => {
  it('counts a first visit and stores the visitor and the session', () => {
    const first = attribution('2025-03-01T09:00:00.000Z', 'search');
    const visit = beginVisit(first);

    expect(visit).toEqual({
      sessionId: expect.stringMatching(ID),
      id: expect.stringMatching(ID),
      visits: 1,
      lastVisit: '2025-03-01T09:00:00.000Z',
      firstVisit: first,
      isNewVisit: true,
    });
    expect(sessionStorage.getItem('leadline_session')).toBe(visit.sessionId);
    expect(stored()).toEqual({
      id: visit.id,
      visits: 1,
      lastVisit: '2025-03-01T09:00:00.000Z',
      firstVisit: first,
    });
  });

  it('reuses the session on a reload of the same tab and does not count a visit', () => {
    const first = beginVisit(attribution('2025-03-01T09:00:00.000Z'));
    const reload = beginVisit(attribution('2025-03-01T09:05:00.000Z'));

    expect(reload).toMatchObject({
      sessionId: first.sessionId,
      id: first.id,
      visits: 1,
      isNewVisit: false,
      lastVisit: '2025-03-01T09:00:00.000Z',
    });
  });

  it('counts a new visit in a new tab, keeping the visitor and the first visit', () => {
    const first = beginVisit(attribution('2025-03-01T09:00:00.000Z', 'search'));
    newTab();
    const second = beginVisit(attribution('2025-03-02T09:00:00.000Z', 'social'));
    newTab();
    const third = beginVisit(attribution('2025-03-03T09:00:00.000Z', 'email'));

    expect(second).toMatchObject({ id: first.id, visits: 2, isNewVisit: true });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(third).toMatchObject({
      id: first.id,
      visits: 3,
      lastVisit: '2025-03-03T09:00:00.000Z',
      firstVisit: attribution('2025-03-01T09:00:00.000Z', 'search'),
    });
  });

  it('starts a new visitor when the stored record is unreadable or its id is not valid', () => {
    for (const bad of [
      '{not json',
      '"a string"',
      '5',
      JSON.stringify({ id: 'bad id!', visits: 9 }),
    ]) {
      localStorage.setItem('leadline_visitor', bad);
      newTab();
      const visit = beginVisit(attribution('2025-03-01T09:00:00.000Z'));
      expect(visit).toMatchObject({ visits: 1, isNewVisit: true });
      expect(visit.id).toMatch(ID);
    }
  });

  it('ignores counters and a first visit that are not what it wrote', () => {
    localStorage.setItem(
      'leadline_visitor',
      JSON.stringify({ id: 'visitor-1', visits: 'many', firstVisit: 'yesterday' }),
    );
    const visit = beginVisit(attribution('2025-03-01T09:00:00.000Z'));
    expect(visit).toMatchObject({ id: 'visitor-1', visits: 1 });
    expect(visit.firstVisit).toEqual(attribution('2025-03-01T09:00:00.000Z'));
  });

  it('makes a new session when the stored session id is not valid', () => {
    sessionStorage.setItem('leadline_session', '../../etc');
    const visit = beginVisit(attribution('2025-03-01T09:00:00.000Z'));
    expect(visit.isNewVisit).toBe(true);
    expect(visit.sessionId).toMatch(ID);
  });

  it('works on when storage throws on access, on reads and on writes', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    const visit = beginVisit(attribution('2025-03-01T09:00:00.000Z'));
    expect(visit).toMatchObject({ visits: 1, isNewVisit: true });
    expect(visit.id).toMatch(ID);
    expect(visit.sessionId).toMatch(ID);
  });
});

describe('newId', () => {
  it('is a UUID where crypto.randomUUID exists', () => {
    expect(newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('falls back to a random id of the same alphabet without it (insecure contexts)', () => {
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(ID);
  });
});
