/** Warm Leads (sessions of 50-74 points) and the session timeline their 'View Session' opens. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminApi,
  definition,
  nextAnswer,
  openAdminScreen,
  rowWith,
  squash,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import {
  publicScore,
  sendEvents,
  startSession,
  submitLead,
  uniqueEmail,
  uniqueId,
} from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

interface WarmLeadList {
  items: { sessionId: string; email: string | null; score: number }[];
  total: number;
  stats: { total: number; withEmail: number; anonymous: number; avgScore: number };
}

/** The screen's page (ten a page, closest to hot first) that lists this session. */
async function pageOf(sessionId: string): Promise<number> {
  const { items } = await api.get<WarmLeadList>('/api/admin/warm-leads?limit=100');
  const index = items.findIndex((lead) => lead.sessionId === sessionId);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / 10) + 1;
}

interface Timeline {
  session: { score: number; pagesViewed: number };
  events: { eventType: string; points: number; runningScore: number; page: string }[];
}

/** A visitor from an e-mail campaign who reads, views the contact page and sends the calculator: 55. */
async function contactableWarmVisitor(email: string, campaign: string) {
  const sessionId = await startSession(site.baseUrl, {
    deviceType: 'desktop',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: campaign,
  });
  await sendEvents(site.baseUrl, sessionId, [
    { eventType: 'PAGE_VIEW', pageUrl: '/' },
    { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
    { eventType: 'CONTACT_FORM_VIEWED', pageUrl: '/contact' },
  ]);
  await submitLead(site.baseUrl, { email, features: ['auth'], sessionId });
  expect(await publicScore(site.baseUrl, sessionId)).toEqual({
    score: 55,
    isHotLead: false,
    emailKnown: true,
  });
  return sessionId;
}

/** An anonymous phone visitor five points short of hot: 70. */
async function anonymousWarmVisitor() {
  const sessionId = await startSession(site.baseUrl, { deviceType: 'mobile' });
  const score = await sendEvents(site.baseUrl, sessionId, [
    { eventType: 'PAGE_VIEW', pageUrl: '/' },
    { eventType: 'PAGE_VIEW', pageUrl: '/services' },
    { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
    { eventType: 'PRICING_DISCUSSED', pageUrl: '/services' },
    { eventType: 'PAGE_VIEW', pageUrl: '/calculator' },
    { eventType: 'CALCULATOR_STARTED', pageUrl: '/calculator' },
  ]);
  expect(score).toBe(70);
  return sessionId;
}

const cardValue = async (page: Page, title: string) => {
  const card = page
    .getByRole('list', { name: 'Warm lead totals' })
    .getByRole('listitem')
    .filter({ hasText: title });
  return squash(await card.innerText())
    .replace(title, '')
    .trim();
};

describe('warm leads', () => {
  it('lists warm sessions with their contact, score, activity, source and last visit', async () => {
    const email = uniqueEmail('warm');
    const campaign = uniqueId('spring').slice(0, 24);
    const contactable = await contactableWarmVisitor(email, campaign);
    const anonymous = await anonymousWarmVisitor();

    const visitor = await site.desktop();
    const { page } = visitor;
    const answer = nextAnswer<WarmLeadList>(page, '/api/admin/warm-leads');
    const listed = await pageOf(contactable);
    await openAdminScreen(visitor, `/admin/warm-leads?page=${listed}`, 'Warm Leads');
    expect(
      await page.getByText('Engaged visitors (50-74 points) ready for nurturing').count(),
    ).toBe(1);
    const { items, total, stats } = await answer;
    expect(items.map((lead) => lead.sessionId)).toContain(contactable);
    expect(items.length).toBeLessThanOrEqual(10);
    const from = (listed - 1) * 10 + 1;
    expect(
      await page.getByText(`Showing ${from}-${from + items.length - 1} of ${total}`).count(),
    ).toBe(1);

    // The cards show the server's figures over every warm lead, not the page.
    const { withEmail, avgScore: avg } = stats;
    expect(stats.total).toBe(total);
    expect(await cardValue(page, 'Total Warm Leads')).toBe(String(total));
    expect(await cardValue(page, 'With Email')).toBe(
      `${withEmail} ${Math.round((withEmail / total) * 100)}% contactable`,
    );
    expect(await cardValue(page, 'Anonymous')).toBe(`${stats.anonymous} Need email capture`);
    expect(await cardValue(page, 'Avg Score')).toBe(`${avg} Out of 75 (hot lead)`);
    const closeness = avg > 65 ? 'very close' : 'getting close';
    expect(
      await page
        .getByText(new RegExp(`${total === 1 ? 'is' : 'are'} ${closeness} to becoming`))
        .count(),
    ).toBe(1);
    expect(await page.getByRole('heading', { name: 'Nurture tips' }).count()).toBe(1);
    expect(await page.getByText(/Free MVP Planning Checklist/).count()).toBe(1);

    // The spec's columns: the fit has none of its own, it stands beside the score.
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Contact',
      'Score',
      'Activity',
      'Source',
      'Last Seen',
      'Actions',
    ]);
    // The contactable visitor: e-mail, 55 (blue, 20 to hot), fit D (a $2,000 estimate), the
    // calculator and the contact page.
    const row = rowWith(page, email);
    const cells = row.getByRole('cell');
    expect(squash(await cells.nth(0).innerText())).toBe(`${email} Contactable`);
    expect(squash(await cells.nth(1).innerText())).toBe('55 Fit D 20 to hot');
    expect(
      await cells
        .nth(1)
        .getByRole('img', { name: /^Fit D: / })
        .count(),
    ).toBe(1);
    expect(squash(await cells.nth(2).innerText())).toMatch(
      /^1 page, \d+s Used calculator Viewed contact$/,
    );
    expect(squash(await cells.nth(3).innerText())).toBe(`email ${campaign}`);
    expect(squash(await cells.nth(4).innerText())).toBe('Just now Desktop');

    const tone = (cell: ReturnType<typeof cells.nth>) =>
      cell.locator('[data-tone]').first().getAttribute('data-tone');
    expect(await tone(cells.nth(1))).toBe('blue');

    // The anonymous one: 70 (orange, 5 to hot), from no campaign.
    const anonymousAt = await pageOf(anonymous);
    if (anonymousAt !== listed) {
      await page.goto(`/admin/warm-leads?page=${anonymousAt}`);
      await page.getByText('Engaged visitors (50-74 points) ready for nurturing').waitFor();
    }
    const anonymousRow = page.getByRole('row').filter({
      has: page.getByRole('button', { name: /View Session of an anonymous visitor, score 70/ }),
    });
    expect(await anonymousRow.count()).toBeGreaterThanOrEqual(1);
    const first = anonymousRow.first().getByRole('cell');
    expect(squash(await first.nth(0).innerText())).toBe('Anonymous No email');
    expect(squash(await first.nth(1).innerText())).toBe('70 5 to hot');
    expect(squash(await first.nth(3).innerText())).toBe('direct');

    // The score badges' colours: 70 and up orange (below 60 blue, above).
    expect(await tone(first.nth(1))).toBe('orange');
  });

  it("opens a session's timeline from 'View Session', with its events, points and scores", async () => {
    const email = uniqueEmail('warm-timeline');
    const sessionId = await contactableWarmVisitor(email, 'timeline');
    const stored = await api.get<Timeline>(`/api/admin/sessions/${sessionId}`);
    expect(stored.events.map((e) => [e.eventType, e.points, e.runningScore])).toEqual([
      ['PAGE_VIEW', 5, 5],
      ['SERVICES_PAGE_VIEWED', 20, 25],
      ['CONTACT_FORM_VIEWED', 0, 25],
      ['CALCULATOR_SUBMITTED', 30, 55],
    ]);

    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(
      visitor,
      `/admin/warm-leads?page=${await pageOf(sessionId)}`,
      'Warm Leads',
    );
    const viewSession = rowWith(page, email).getByRole('button', { name: /View Session/ });
    await viewSession.click();

    const dialog = page.getByRole('dialog', { name: 'Session Timeline' });
    await dialog.waitFor();
    expect(squash(await dialog.getByText(`${email}, score 55`).textContent())).toBe(
      `${email}, score 55`,
    );
    const events = dialog.getByRole('table').getByRole('row');
    await events.nth(1).waitFor();
    expect(await definition(dialog, 'Score').innerText()).toBe('55');
    expect(await definition(dialog, 'Pages viewed').innerText()).toBe('1');
    expect(await definition(dialog, 'Landing page').innerText()).toBe('/');
    expect(await definition(dialog, 'Source').innerText()).toBe('email');
    expect(await definition(dialog, 'Device').innerText()).toBe('desktop');

    const rows: string[][] = [];
    for (const row of (await events.all()).slice(1)) {
      const cells = row.getByRole('cell');
      rows.push([
        squash(await cells.nth(1).innerText()),
        squash(await cells.nth(2).innerText()),
        squash(await cells.nth(3).innerText()),
        squash(await cells.nth(4).innerText()),
      ]);
    }
    expect(rows).toEqual([
      ['Page view navigation', '/', '+5', '5'],
      ['Services page viewed navigation Became engaged', '/services', '+20', '25'],
      [
        'Contact form viewed engagement earns no points; it records what the visitor did',
        '/contact',
        '0',
        '25',
      ],
      ['Calculator submitted conversion Became warm', '/calculator', '+30', '55'],
    ]);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => viewSession.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});
