import { describe, expect, it } from 'vitest';
import { pagePath, scoreEvent as score, type LedgerEvent } from './rules';

/** The site's catalogue as scoring sees it: these features, and no other. */
const SITE = { featureIds: new Set(['auth', 'crm-sync']) };
const scoreEvent = (event: LedgerEvent) => score(event, SITE);

const event = (eventType: string, extra: Partial<LedgerEvent> = {}): LedgerEvent => ({
  eventType,
  origin: 'client',
  pageUrl: '/services',
  metadata: {},
  ...extra,
});

describe('scoreEvent', () => {
  it('takes points and scope from the event policy', () => {
    expect(scoreEvent(event('PAGE_VIEW'))).toMatchObject({
      points: 5,
      awardKey: 'PAGE_VIEW:/services',
      unscored: null,
      isPageView: true,
    });
    expect(scoreEvent(event('SERVICES_PAGE_VIEWED'))).toMatchObject({
      points: 20,
      awardKey: 'SERVICES_PAGE_VIEWED',
      fact: 'viewed_services',
    });
    expect(scoreEvent(event('UNKNOWN_THING'))).toMatchObject({
      points: 0,
      awardKey: null,
      unscored: 'unknown_event',
      fact: null,
    });
    expect(scoreEvent(event('CONTACT_FORM_VIEWED'))).toMatchObject({
      points: 0,
      unscored: 'no_points',
      fact: 'viewed_contact_form',
    });
  });

  it('names the item an item-scoped event is counted for, and refuses one it cannot name', () => {
    expect(
      scoreEvent(event('CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'auth' } })),
    ).toMatchObject({ points: 10, awardKey: 'CALCULATOR_FEATURE_SELECTED:auth' });
    expect(
      scoreEvent(event('CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'toString' } })),
    ).toMatchObject({ points: 0, awardKey: null, unscored: 'no_item' });
    // A feature is one of the site's catalogue, not of the demo's.
    expect(
      scoreEvent(event('CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'crm-sync' } })),
    ).toMatchObject({ points: 10, awardKey: 'CALCULATOR_FEATURE_SELECTED:crm-sync' });
    expect(
      scoreEvent(event('CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: 'chat' } })),
    ).toMatchObject({ points: 0, unscored: 'no_item' });
    expect(
      scoreEvent(event('GLOSSARY_TERM_VIEWED', { metadata: { term: ' MVP ' } })).awardKey,
    ).toBe('GLOSSARY_TERM_VIEWED:mvp');
    expect(scoreEvent(event('CTA_CLICKED', { metadata: { cta: 42 } })).unscored).toBe('no_item');
  });

  it('gives capped events the number of times they can earn', () => {
    expect(scoreEvent(event('FAQ_EXPANDED'))).toMatchObject({
      points: 5,
      awardKey: null,
      capTimes: 3,
      unscored: null,
    });
  });

  it('keeps the name given with an e-mail address, and no name without one', () => {
    expect(
      scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: 'a@b.co', name: ' Ada\n L ' } })),
    ).toMatchObject({ email: 'a@b.co', name: 'Ada  L' });
    expect(scoreEvent(event('EMAIL_CAPTURED', { metadata: { name: 'Ada' } })).name).toBeNull();
  });

  it('makes milestones claim one award per page path', () => {
    expect(scoreEvent(event('SCROLL_25', { pageUrl: '/blog/a?x=1#top' })).awardKey).toBe(
      'SCROLL_25:/blog/a',
    );
    expect(scoreEvent(event('TIME_5_MIN', { pageUrl: '/' }))).toMatchObject({
      points: 5,
      awardKey: 'TIME_5_MIN:/',
      fact: 'five_minutes_on_site',
    });
  });

  it('makes RETURN_VISITOR and EMAIL_CAPTURED claim one award per session', () => {
    expect(scoreEvent(event('RETURN_VISITOR')).awardKey).toBe('RETURN_VISITOR');
    expect(
      scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: ' Lead@Example.COM ' } })),
    ).toMatchObject({
      points: 5,
      awardKey: 'EMAIL_CAPTURED',
      email: 'lead@example.com',
      fact: 'email_captured',
    });
  });

  it('ignores an e-mail that is not one', () => {
    expect(scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: 'nope' } })).email).toBeNull();
    expect(scoreEvent(event('PAGE_VIEW', { metadata: { email: 'a@b.co' } })).email).toBeNull();
  });

  it('scores ADDITIONAL_VISIT once per visit number from 3 to 7, and nothing otherwise', () => {
    expect(scoreEvent(event('ADDITIONAL_VISIT', { metadata: { visitNumber: 3 } }))).toMatchObject({
      points: 8,
      awardKey: 'ADDITIONAL_VISIT:3',
    });
    expect(scoreEvent(event('ADDITIONAL_VISIT', { metadata: { visitNumber: 8 } }))).toMatchObject({
      points: 0,
      awardKey: null,
      unscored: 'no_item',
    });
    expect(scoreEvent(event('ADDITIONAL_VISIT', { metadata: {} }))).toMatchObject({
      points: 0,
      awardKey: null,
    });
    expect(scoreEvent(event('ADDITIONAL_VISIT', { metadata: { visitNumber: '4' } })).points).toBe(
      0,
    );
  });

  it('gives submissions their points only when the server records them', () => {
    expect(scoreEvent(event('CALCULATOR_SUBMITTED'))).toMatchObject({
      points: 0,
      fact: null,
      unscored: 'claimed_by_browser',
    });
    const leadId = '6f1c0f5e-8a8e-4d8e-9b59-0c6f7d1f2a3b';
    expect(
      scoreEvent(
        event('CALCULATOR_SUBMITTED', { origin: 'server', metadata: { email: 'a@b.co', leadId } }),
      ),
    ).toMatchObject({ points: 30, fact: 'calculator_submitted', email: 'a@b.co', leadId });
    expect(
      scoreEvent(
        event('CONTACT_FORM_SUBMITTED', { origin: 'server', metadata: { email: 'a@b.co' } }),
      ),
    ).toMatchObject({
      points: 30,
      fact: 'contact_form_submitted',
      leadId: null,
    });
  });

  it('scores a finished questionnaire like a contact form, and links it as its lead', () => {
    const leadId = '6f1c0f5e-8a8e-4d8e-9b59-0c6f7d1f2a3b';
    expect(scoreEvent(event('WORKFLOW_SUBMITTED'))).toMatchObject({
      points: 0,
      unscored: 'claimed_by_browser',
    });
    expect(
      scoreEvent(
        event('WORKFLOW_SUBMITTED', { origin: 'server', metadata: { email: 'a@b.co', leadId } }),
      ),
    ).toMatchObject({
      points: 30,
      fact: 'finished_questionnaire',
      email: 'a@b.co',
      leadId,
      leadKind: 'questionnaire',
    });
  });

  it('does not take a lead id from the browser', () => {
    const leadId = '6f1c0f5e-8a8e-4d8e-9b59-0c6f7d1f2a3b';
    expect(
      scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: 'a@b.co', leadId } })).leadId,
    ).toBeNull();
  });
});

describe('pagePath', () => {
  it.each([
    [null, '/'],
    ['/', '/'],
    ['/blog/post?utm=x', '/blog/post'],
    ['https://example.com/contact#form', '/contact'],
    ['not a url', '/'],
    ['/blog/', '/blog'],
    ['/BLOG', '/blog'],
    ['/%62log', '/blog'],
    ['//blog//', '/blog'],
    ['/ｂｌｏｇ', '/blog'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%s is %s', (url, path) => {
    expect(pagePath(url)).toBe(path);
  });
});

describe('what the ledger can store', () => {
  it('cuts a long name by characters, never inside a surrogate pair', () => {
    const name = `${'a'.repeat(99)}😀😀`;
    const kept = scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: 'a@b.co', name } })).name;
    expect(kept).toBe(`${'a'.repeat(99)}😀`);
    expect(Buffer.from(kept ?? '').toString()).toBe(kept);
  });

  it('shortens an award key far below the index limit, one key per path still', () => {
    const long = `/${'😀'.repeat(2000)}`;
    const key = scoreEvent(event('PAGE_VIEW', { pageUrl: long })).awardKey ?? '';
    expect(Buffer.byteLength(key)).toBeLessThanOrEqual(512);
    expect(Buffer.from(key).toString()).toBe(key);
    expect(scoreEvent(event('PAGE_VIEW', { pageUrl: long })).awardKey).toBe(key);
    expect(scoreEvent(event('PAGE_VIEW', { pageUrl: `${long}x` })).awardKey).not.toBe(key);
  });
});

describe('evidence', () => {
  it('gives EMAIL_CAPTURED nothing, and proves nothing, without a valid address', () => {
    expect(scoreEvent(event('EMAIL_CAPTURED', { metadata: { email: 'nope' } }))).toMatchObject({
      points: 0,
      awardKey: null,
      unscored: 'no_email',
    });
  });

  it('asks the session to confirm a return visit and a visit number', () => {
    expect(scoreEvent(event('RETURN_VISITOR'))).toMatchObject({
      needsReturning: true,
      needsVisit: null,
    });
    expect(scoreEvent(event('ADDITIONAL_VISIT', { metadata: { visitNumber: 4 } }))).toMatchObject({
      needsReturning: false,
      needsVisit: 4,
    });
    expect(scoreEvent(event('PAGE_VIEW'))).toMatchObject({
      needsReturning: false,
      needsVisit: null,
    });
  });

  it('counts spellings of one term as one item', () => {
    const key = (term: string) =>
      scoreEvent(event('GLOSSARY_TERM_VIEWED', { metadata: { term } })).awardKey;
    expect(key('  MVP   Scope ')).toBe('GLOSSARY_TERM_VIEWED:mvp scope');
    expect(key('ＭＶＰ\tscope')).toBe('GLOSSARY_TERM_VIEWED:mvp scope');
  });
});
