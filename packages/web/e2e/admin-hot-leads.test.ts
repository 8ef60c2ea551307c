/**
 * Hot Leads: a visitor whose session passes 75 points becomes a hot lead, and the admin works through
 * it (NEW, then Viewed, then Contacted), with the badges, filters and counts following.
 */
import type { HotLeadsPage, Json } from '@leadline/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminApi,
  definition,
  nextAnswer,
  openAdminScreen,
  rowWith,
  squash,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import {
  type TrackedEvent,
  publicScore,
  sendEvents,
  startSession,
  submitLead,
  submitWorkflow,
  uniqueEmail,
} from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

type HotLeadList = Json<HotLeadsPage>;

/** The run's hot leads are far fewer than 100, newest first. */
const hotLeadOf = async (sessionId: string) =>
  (await api.get<HotLeadList>('/api/admin/hot-leads?limit=100')).items.find(
    (lead) => lead.sessionId === sessionId,
  );

/** The unfiltered list's answer (the screen's All). */
const unfiltered = (query: URLSearchParams) => !query.has('notified') && !query.has('contacted');

const minutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;

/** The four stat cards and the three filter buttons, as the screen shows them. */
async function readCounts(page: Page) {
  const card = async (title: string) => Number(await definition(page, title).innerText());
  const button = async (label: string) =>
    squash(
      await page
        .getByRole('group', { name: 'Filter hot leads' })
        .getByRole('button', { name: new RegExp(`^${label} \\(`) })
        .textContent(),
    );
  return {
    cards: [
      await card('Total Hot Leads'),
      await card('New (Unnotified)'),
      await card('Contacted'),
      await card('Avg Score'),
    ],
    buttons: [await button('All'), await button('New'), await button('Contacted')],
  };
}

/**
 * The counts the screen must show: the server's figures over every hot lead (their exactness over
 * all rows is the integration tests' business).
 */
function expectedCounts({ stats }: HotLeadList) {
  const { unnotified, contacted } = stats;
  return {
    cards: [stats.total, unnotified, contacted, stats.avgScore],
    buttons: [`All (${stats.total})`, `New (${unnotified})`, `Contacted (${contacted})`],
  };
}

const statusBadge = (page: Page, email: string) => rowWith(page, email).getByRole('cell').first();

/** The first 70 points of a visitor: pages, services, portfolio, pricing, the calculator opened. */
const READING: TrackedEvent[] = [
  { eventType: 'PAGE_VIEW', pageUrl: '/' },
  { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
  { eventType: 'PORTFOLIO_VIEWED', pageUrl: '/portfolio' },
  { eventType: 'PRICING_DISCUSSED', pageUrl: '/calculator' },
  { eventType: 'CALCULATOR_STARTED', pageUrl: '/calculator' },
];

/** A visitor at 70 points: warm, not hot yet. */
async function warmVisitor() {
  const sessionId = await startSession(site.baseUrl, { deviceType: 'desktop' });
  expect(await sendEvents(site.baseUrl, sessionId, READING)).toBe(70);
  expect(await publicScore(site.baseUrl, sessionId)).toEqual({
    score: 70,
    isHotLead: false,
    emailKnown: false,
  });
  expect(await hotLeadOf(sessionId)).toBeUndefined();
  return sessionId;
}

/** ...who then leaves an e-mail address in the hot-lead popup's way (+5): 75, hot. */
async function hotVisitor(email: string) {
  const sessionId = await warmVisitor();
  const score = await sendEvents(site.baseUrl, sessionId, [
    {
      eventType: 'EMAIL_CAPTURED',
      pageUrl: '/calculator',
      metadata: { email, name: null, captureMethod: 'hot_lead_popup', score: 70 },
    },
  ]);
  expect(score).toBe(75);
  expect(await publicScore(site.baseUrl, sessionId)).toEqual({
    score: 75,
    isHotLead: true,
    emailKnown: true,
  });
  return sessionId;
}

/** ...or who sends the calculator (+30): 100, hot, and converted to a calculator lead. */
async function convertedVisitor(email: string) {
  const sessionId = await warmVisitor();
  const lead = await submitLead(site.baseUrl, {
    name: 'Hattie Hot',
    email,
    features: ['admin', 'api'],
    sessionId,
  });
  expect(await publicScore(site.baseUrl, sessionId)).toEqual({
    score: 100,
    isHotLead: true,
    emailKnown: true,
  });
  return { sessionId, leadId: lead.id };
}

describe('hot leads', () => {
  it('turns a visitor past 75 points into a NEW hot lead the admin marks viewed, then contacted', async () => {
    const email = uniqueEmail('hot');
    const sessionId = await hotVisitor(email);
    const stored = await hotLeadOf(sessionId);
    expect(stored).toMatchObject({
      email,
      score: 75,
      notified: false,
      contacted: false,
      convertedToLead: false,
      leadId: null,
      qualificationReasons: [
        'email_captured',
        'discussed_pricing',
        'used_calculator',
        'viewed_services',
        'viewed_portfolio',
      ],
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    const everyLead = nextAnswer<HotLeadList>(page, '/api/admin/hot-leads', unfiltered);
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    expect(await page.getByText('High-intent visitors with 75+ engagement score').isVisible()).toBe(
      true,
    );
    const shownLeads = await everyLead;
    expect(shownLeads.items.some((lead) => lead.sessionId === sessionId)).toBe(true);
    // Unfiltered, the list's total is the figure's.
    expect(shownLeads.total).toBe(shownLeads.stats.total);
    expect(await readCounts(page)).toEqual(expectedCounts(shownLeads));

    // The spec's columns: the fit has none of its own, it stands beside the score.
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Status',
      'Contact',
      'Score & Activity',
      'Engagement',
      'Date',
      'Actions',
    ]);
    // The row: status, contact, score and activity, the first three reasons, the actions.
    const row = rowWith(page, email);
    const cells = row.getByRole('cell');
    expect(squash(await cells.nth(0).textContent())).toBe('NEW');
    expect(squash(await cells.nth(1).textContent())).toBe(email);
    // "—" beside the score: the popup gave an address, nothing that grades a fit.
    expect(squash(await cells.nth(2).innerText())).toBe(
      `75 points — 1 page viewed ${minutesSeconds(stored!.session.timeOnSite)} on site Desktop`,
    );
    expect(
      await cells
        .nth(2)
        .getByRole('img', { name: /^Fit not graded/ })
        .count(),
    ).toBe(1);
    expect(squash(await cells.nth(3).textContent())).toBe(
      `email captureddiscussed pricingused calculator+2 more reasons for ${email}`,
    );
    const actions = row.getByRole('group', { name: `Actions for ${email}` });
    expect(await actions.getByRole('button').allTextContents()).toEqual([
      `Mark Viewed for ${email}`,
      `Mark Contacted for ${email}`,
      `View Session for ${email}`,
    ]);
    // No lead to view: the e-mail came from the popup, not from a form.
    expect(await actions.getByRole('link').count()).toBe(0);

    // '+2 more' opens every detail and every reason.
    await row.getByRole('button', { name: /\+2 more/ }).click();
    const details = page.getByRole('dialog', { name: 'Hot Lead Details' });
    await details.waitFor();
    expect(await definition(details, 'Score').innerText()).toBe('75');
    expect(await definition(details, 'Email').innerText()).toBe(email);
    expect(await definition(details, 'Pages Viewed').innerText()).toBe('1');
    expect(await definition(details, 'Device').innerText()).toBe('Desktop');
    expect(await definition(details, 'Returning Visitor').innerText()).toBe('No');
    expect(await definition(details, 'Referral Source').innerText()).toBe('direct');
    expect(await details.getByRole('listitem').allInnerTexts()).toEqual([
      'email captured',
      'discussed pricing',
      'used calculator',
      'viewed services',
      'viewed portfolio',
    ]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The New filter (notified=false) holds it, and is kept in the URL.
    await page.getByRole('button', { name: /^New \(/ }).click();
    await page.waitForURL((url) => url.search === '?filter=new');
    await rowWith(page, email).waitFor();

    // Mark Viewed: the badge follows, the button goes, the New filter lets it go.
    await page.getByRole('button', { name: /^All \(/ }).click();
    await page.waitForURL((url) => url.search === '');
    await actions.getByRole('button', { name: /Mark Viewed/ }).click();
    await expect
      .poll(async () => squash(await statusBadge(page, email).textContent()))
      .toBe('Viewed');
    expect(await actions.getByRole('button').allTextContents()).toEqual([
      `Mark Contacted for ${email}`,
      `View Session for ${email}`,
    ]);
    expect(await hotLeadOf(sessionId)).toMatchObject({ notified: true, contacted: false });
    await page.getByRole('button', { name: /^New \(/ }).click();
    await page.waitForURL((url) => url.search === '?filter=new');
    await expect.poll(() => rowWith(page, email).count()).toBe(0);

    // Mark Contacted: Contacted, and only View Lead is left.
    await page.getByRole('button', { name: /^All \(/ }).click();
    await rowWith(page, email).waitFor();
    await actions.getByRole('button', { name: /Mark Contacted/ }).click();
    await expect
      .poll(async () => squash(await statusBadge(page, email).textContent()))
      .toBe('Contacted');
    expect(await actions.getByRole('button', { name: /^Mark/ }).count()).toBe(0);
    expect(await hotLeadOf(sessionId)).toMatchObject({ notified: true, contacted: true });
    await page.getByRole('button', { name: /^Contacted \(/ }).click();
    await page.waitForURL((url) => url.search === '?filter=contacted');
    await rowWith(page, email).waitFor();

    // After a reload, from the server again.
    const reloaded = nextAnswer<HotLeadList>(
      page,
      '/api/admin/hot-leads',
      (query) => query.get('contacted') === 'true',
    );
    await page.reload();
    await waitForHeading(page, 'Hot Leads Dashboard');
    const afterReload = await reloaded;
    expect(squash(await statusBadge(page, email).textContent())).toBe('Contacted');
    // The person moved with the record: the row says where they are in the pipeline.
    expect(squash(await rowWith(page, email).getByRole('cell').nth(1).textContent())).toBe(
      `${email}Stage: Contacted`,
    );
    expect(await readCounts(page)).toEqual(expectedCounts(afterReload));
    expect(afterReload.items.some((lead) => lead.sessionId === sessionId)).toBe(true);
  });

  it('shows a visitor without an e-mail address as Anonymous, without View Lead', async () => {
    const sessionId = await startSession(site.baseUrl, {
      deviceType: 'mobile',
      referrer: 'https://www.google.com/',
    });
    const score = await sendEvents(site.baseUrl, sessionId, [
      { eventType: 'PAGE_VIEW', pageUrl: '/' },
      { eventType: 'PAGE_VIEW', pageUrl: '/services' },
      {
        eventType: 'CALCULATOR_FEATURE_SELECTED',
        pageUrl: '/calculator',
        metadata: { featureId: 'auth' },
      },
      { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
      { eventType: 'PRICING_DISCUSSED', pageUrl: '/services' },
      { eventType: 'CALCULATOR_STARTED', pageUrl: '/calculator' },
    ]);
    expect(score).toBe(75);
    const stored = await hotLeadOf(sessionId);
    expect(stored).toMatchObject({ email: null, score: 75, leadId: null });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    // Anonymous leads share a name; this one is the row whose id is its session's lead.
    const row = page.getByRole('row').filter({
      has: page.locator(`[id="hot-lead-actions-${stored!.id}"]`),
    });
    expect(squash(await row.getByRole('cell').nth(1).textContent())).toBe('Anonymous');
    expect(squash(await row.getByRole('cell').nth(2).innerText())).toContain('75 points');
    expect(squash(await row.getByRole('cell').nth(2).innerText())).toContain('Mobile');
    expect(squash(await row.getByRole('cell').nth(3).textContent())).toBe(
      'discussed pricingused calculatorviewed services+1 more reasons for an anonymous visitor',
    );
    await row.getByRole('button', { name: /\+1 more/ }).click();
    const details = page.getByRole('dialog', { name: 'Hot Lead Details' });
    expect(await definition(details, 'Email').innerText()).toBe('Anonymous');
    expect(await definition(details, 'Referral Source').innerText()).toBe('google.com');
    expect(await details.getByRole('listitem').allInnerTexts()).toEqual([
      'discussed pricing',
      'used calculator',
      'viewed services',
      'high intent source',
    ]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await row.getByRole('link', { name: /View Lead/ }).count()).toBe(0);
  });

  it('shows a lead converted by the calculator as Converted once viewed, and View Lead opens it', async () => {
    const email = uniqueEmail('hot-converted');
    const { sessionId, leadId } = await convertedVisitor(email);
    expect(await hotLeadOf(sessionId)).toMatchObject({
      email,
      score: 100,
      convertedToLead: true,
      leadId,
      qualificationReasons: [
        'calculator_submitted',
        'discussed_pricing',
        'used_calculator',
        'viewed_services',
        'viewed_portfolio',
      ],
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    const actions = page.getByRole('group', { name: `Actions for ${email}` });
    expect(squash(await statusBadge(page, email).textContent())).toBe('NEW');
    await actions.getByRole('button', { name: /Mark Viewed/ }).click();
    await expect
      .poll(async () => squash(await statusBadge(page, email).textContent()))
      .toBe('Converted');
    expect(await hotLeadOf(sessionId)).toMatchObject({ notified: true, contacted: false });

    expect(await actions.getByRole('link', { name: /View Lead/ }).getAttribute('href')).toBe(
      `/admin/leads#${leadId}`,
    );
    await actions.getByRole('link', { name: /View Lead/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/leads' && url.hash === `#${leadId}`);
    await waitForHeading(page, 'Calculator Leads');
    const leadRow = page.locator(`tr[id="${leadId}"]`);
    await leadRow.waitFor();
    expect(squash(await leadRow.textContent())).toContain(email);
    await expect.poll(() => leadRow.evaluate((row) => row === document.activeElement)).toBe(true);
  });

  it('links a lead made hot by the questionnaire to it, and View Lead opens it', async () => {
    const email = uniqueEmail('hot-questionnaire');
    const sessionId = await warmVisitor();
    const { id: questionnaireId } = await submitWorkflow(site.baseUrl, {
      sessionId,
      completedSteps: 7,
      painPoint: 'reporting',
      budgetRange: '15k-30k',
      name: 'Quinn Questions',
      email,
    });
    expect(await hotLeadOf(sessionId)).toMatchObject({
      email,
      score: 100,
      convertedToLead: true,
      leadId: questionnaireId,
      leadKind: 'questionnaire',
    });

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/hot-leads?sort=recent', 'Hot Leads Dashboard');
    const viewLead = page
      .getByRole('group', { name: `Actions for ${email}` })
      .getByRole('link', { name: /View Lead/ });
    expect(await viewLead.getAttribute('href')).toBe(
      `/admin/workflow-submissions#${questionnaireId}`,
    );
    await viewLead.click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/workflow-submissions' && url.hash === `#${questionnaireId}`,
    );
    await waitForHeading(page, 'Workflow Submissions');
    const row = page.locator(`tr[id="${questionnaireId}"]`);
    await row.waitFor();
    expect(squash(await row.textContent())).toContain(email);
    await expect
      .poll(() => row.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});
