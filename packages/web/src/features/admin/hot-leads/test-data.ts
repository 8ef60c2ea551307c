import type { HotLead } from './api';

/** A hot lead for tests: a fresh, unseen one unless told otherwise. */
export function hotLead(overrides: Partial<HotLead> = {}): HotLead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    sessionId: 'session-1',
    email: null,
    name: null,
    score: 80,
    notified: false,
    contacted: false,
    convertedToLead: false,
    leadId: null,
    leadKind: null,
    qualificationReasons: [],
    createdAt: '2026-01-05T15:07:00.000Z',
    personId: null,
    fit: null,
    personStage: null,
    session: {
      pagesViewed: 4,
      timeOnSite: 185,
      deviceType: 'desktop',
      isReturningVisitor: false,
      referralSource: null,
    },
    ...overrides,
  };
}
