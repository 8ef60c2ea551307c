import { describe, expect, it } from 'vitest';
import { categoryOf } from './vocabulary';
import {
  EVENT_POLICY,
  QUALIFICATION_REASONS,
  SESSION_REASONS,
  SUBMISSION_LEAD_KINDS,
  eventLabel,
  explainUnscored,
  policyOf,
  type KnownEventType,
} from './event-policy';

/** SPEC section 9, "Event point values", as written there. */
const SPEC_POINTS: Record<string, number> = {
  CALCULATOR_SUBMITTED: 30,
  CONTACT_FORM_SUBMITTED: 30,
  EXIT_INTENT_CONVERTED: 25,
  SERVICES_PAGE_VIEWED: 20,
  PRICING_DISCUSSED: 20,
  CALCULATOR_STARTED: 15,
  CONTACT_FORM_STARTED: 15,
  BLOG_POST_READ_FULLY: 12,
  RETURN_VISITOR: 10,
  CALCULATOR_FEATURE_SELECTED: 10,
  PORTFOLIO_VIEWED: 10,
  VIDEO_WATCHED: 8,
  SOCIAL_SHARE: 8,
  ADDITIONAL_VISIT: 8,
  EMAIL_CAPTURED: 5,
  PAGE_VIEW: 5,
  SCROLL_50: 5,
  SCROLL_75: 5,
  TIME_2_MIN: 5,
  TIME_5_MIN: 5,
  CTA_CLICKED: 5,
  GLOSSARY_TERM_VIEWED: 5,
  TESTIMONIAL_READ: 5,
  FAQ_EXPANDED: 5,
  SCROLL_25: 3,
  TIME_30_SEC: 3,
  NAVIGATION_CLICK: 3,
  EXTERNAL_LINK_CLICK: 3,
  IMAGE_VIEWED: 3,
};

/** Ours, not the SPEC's (issues 31, 32): a finished questionnaire and a booked call score like the contact form. */
const OUR_POINTS: Record<string, number> = { WORKFLOW_SUBMITTED: 30, CALL_BOOKED: 30 };

const scopeOf = (type: KnownEventType) => EVENT_POLICY[type].scope.kind;

describe('the event policy', () => {
  it('gives the 29 scored events of SPEC section 9 their points, and no other event any but ours', () => {
    const points = { ...SPEC_POINTS, ...OUR_POINTS };
    for (const [type, value] of Object.entries(points))
      expect(policyOf(type)?.points, type).toBe(value);
    const scored = Object.entries(EVENT_POLICY).filter(([, policy]) => policy.points > 0);
    expect(scored.map(([type]) => type).sort()).toEqual(Object.keys(points).sort());
  });

  it('knows no inherited property names', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(policyOf(name)).toBeNull();
  });

  it('awards once per session, per page path or per item where the issue says, and caps the rest', () => {
    for (const type of [
      'RETURN_VISITOR',
      'EMAIL_CAPTURED',
      'CALCULATOR_SUBMITTED',
      'CONTACT_FORM_SUBMITTED',
      'SERVICES_PAGE_VIEWED',
      'PORTFOLIO_VIEWED',
      'CALCULATOR_STARTED',
      'CONTACT_FORM_STARTED',
      'CONTACT_FORM_VIEWED',
      'PRICING_DISCUSSED',
      'EXIT_INTENT_CONVERTED',
    ] as const)
      expect(scopeOf(type), type).toBe('session');
    for (const type of [
      'PAGE_VIEW',
      'SCROLL_25',
      'SCROLL_50',
      'SCROLL_75',
      'TIME_30_SEC',
      'TIME_2_MIN',
      'TIME_5_MIN',
    ] as const)
      expect(scopeOf(type), type).toBe('page');
    for (const type of [
      'CALCULATOR_FEATURE_SELECTED',
      'GLOSSARY_TERM_VIEWED',
      'BLOG_POST_READ_FULLY',
      'CTA_CLICKED',
      'ADDITIONAL_VISIT',
    ] as const)
      expect(scopeOf(type), type).toBe('item');
    for (const [type, policy] of Object.entries(EVENT_POLICY)) {
      if (policy.scope.kind !== 'capped') continue;
      expect(policy.scope.maxPoints, type).toBeGreaterThanOrEqual(policy.points);
      expect(policy.scope.maxPoints % policy.points, type).toBe(0);
    }
  });

  it('scores submissions only from the server, and links their leads', () => {
    for (const type of Object.keys(SUBMISSION_LEAD_KINDS))
      expect(policyOf(type)?.serverOnly, type).toBe(true);
    // A finished questionnaire scores like the contact form, and links its hot lead to it.
    expect(policyOf('WORKFLOW_SUBMITTED')).toMatchObject({
      serverOnly: true,
      points: policyOf('CONTACT_FORM_SUBMITTED')?.points,
      fact: 'finished_questionnaire',
    });
    expect(policyOf('WORKFLOW_SUBMITTED')?.points).toBe(30);
    expect(SUBMISSION_LEAD_KINDS.WORKFLOW_SUBMITTED).toBe('questionnaire');
  });

  it('proves only facts that are reasons, and ranks each reason once', () => {
    for (const policy of Object.values(EVENT_POLICY))
      if (policy.fact) expect(QUALIFICATION_REASONS).toContain(policy.fact);
    expect(new Set(QUALIFICATION_REASONS).size).toBe(SESSION_REASONS.length);
    for (const reason of QUALIFICATION_REASONS) expect(reason).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('names every event type in the SPEC naming style, and keeps categories as the SPEC rule gives', () => {
    for (const type of Object.keys(EVENT_POLICY)) {
      expect(type).toMatch(/^[A-Z][A-Z0-9_]{0,63}$/);
      expect(eventLabel(type)).not.toBe(type);
    }
    expect(categoryOf('WORKFLOW_SUBMITTED')).toBe('conversion');
    expect(eventLabel('MADE_UP')).toBe('MADE_UP');
  });

  it('explains each 0 in words', () => {
    expect(explainUnscored('PAGE_VIEW', 'already_counted', 'PAGE_VIEW:/blog')).toBe(
      'already counted for /blog',
    );
    expect(
      explainUnscored('GLOSSARY_TERM_VIEWED', 'already_counted', 'GLOSSARY_TERM_VIEWED:mvp'),
    ).toBe('already counted for term mvp');
    expect(explainUnscored('RETURN_VISITOR', 'already_counted', 'RETURN_VISITOR')).toBe(
      'already counted in this session',
    );
    expect(explainUnscored('FAQ_EXPANDED', 'cap_reached', null)).toBe(
      'cap reached (15 points a session)',
    );
    expect(explainUnscored('CALCULATOR_SUBMITTED', 'claimed_by_browser', null)).toBe(
      "claimed by the browser; only the server's record of a submission scores",
    );
  });
});
