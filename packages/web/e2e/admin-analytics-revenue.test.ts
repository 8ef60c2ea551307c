/**
 * The analytics screen's date range (7, 30 or 90 days, or two dates, kept in the URL) and "Where
 * clients come from": a won deal's value credited to the campaign that first brought the person.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RevenueItem, SearchResult } from '@leadline/domain';
import { adminApi, loadingDone, nextAnswer, openAdminScreen, squash } from './support/admin';
import { setUpSite } from './support/fixtures';
import { sendEvents, startSession, uniqueEmail } from './support/public-data';

const site = setUpSite();
const tag = randomUUID().slice(0, 8);
const FIRST = `e2e-ads-${tag}`;
const LATER = `e2e-retarget-${tag}`;
const DAY_MS = 86_400_000;

const days = (params: URLSearchParams) =>
  (Date.parse(params.get('to') ?? '') - Date.parse(params.get('from') ?? '')) / DAY_MS + 1;

describe('analytics date range and where clients come from', () => {
  beforeAll(async () => {
    const email = uniqueEmail('revenue');
    const capture = {
      eventType: 'EMAIL_CAPTURED',
      metadata: { email, captureMethod: 'hot_lead_popup' },
    };
    // First a Google ad; later, on another device, a Facebook ad: the same address both times.
    const first = await startSession(site.baseUrl, {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: FIRST,
      landingPage: `/?utm_campaign=${FIRST}`,
    });
    await sendEvents(site.baseUrl, first, [capture]);
    const later = await startSession(site.baseUrl, {
      deviceType: 'mobile',
      utmSource: 'facebook',
      utmMedium: 'paid-social',
      utmCampaign: LATER,
    });
    await sendEvents(site.baseUrl, later, [capture]);
    const api = adminApi(site.baseUrl);
    const { results } = await api.get<{ results: SearchResult[] }>(
      `/api/admin/search?q=${encodeURIComponent(email)}`,
    );
    const personId = results.find((result) => result.personId)?.personId;
    expect(personId).toBeTruthy();
    await api.patch(`/api/admin/people/${personId}`, { stage: 'won', dealValue: 8000 });
  });

  it('credits the won deal to the first campaign, over the last 30 days by default', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    const answer = nextAnswer<RevenueItem[]>(
      page,
      '/api/admin/analytics/revenue',
      (q) => days(q) === 30,
    );
    await openAdminScreen(visitor, '/admin/analytics', 'Analytics Dashboard');
    const rows = await answer;
    await loadingDone(page);
    expect(rows.find((row) => row.campaign === FIRST)).toMatchObject({ won: 1, wonValue: 8000 });
    expect(rows.find((row) => row.campaign === LATER)).toMatchObject({ won: 0, wonValue: 0 });

    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const table = page
      .getByRole('region', { name: 'Where clients come from', exact: true })
      .getByRole('table');
    const cells = async (campaign: string) =>
      (
        await table.getByRole('row').filter({ hasText: campaign }).locator('td').allInnerTexts()
      ).map(squash);
    expect(await cells(FIRST)).toEqual(['Search', 'cpc', FIRST, '1', '1', '0', '1', '$8,000']);
    expect(await cells(LATER)).toEqual(['Social', 'paid-social', LATER, '1', '0', '0', '0', '$0']);
    // The Google ad is paid search; its campaign and the landing page "/" (not "/?utm_campaign=").
    const sources = page.getByRole('region', { name: 'Traffic Sources', exact: true });
    await expect.poll(() => sources.getByText('Search (paid)').count()).toBe(1);
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Campaigns', exact: true }).getByText(FIRST).count(),
      )
      .toBe(1);
    const paths = await page
      .getByRole('region', { name: 'Top Conversion Paths', exact: true })
      .innerText();
    expect(paths).not.toContain('utm_campaign');
  });

  it('keeps the chosen range in the URL: a preset, two dates, and Back', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/analytics', 'Analytics Dashboard');
    await loadingDone(page);

    const week = nextAnswer(page, '/api/admin/analytics/summary', (q) => days(q) === 7);
    await page.getByRole('button', { name: '7 days' }).click();
    await week;
    await page.waitForURL((url) => url.searchParams.get('range') === '7');
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.getByRole('button', { name: 'Custom' }).click();
    const custom = page.getByRole('form', { name: 'Custom range' });
    await custom.getByLabel('From').fill('2020-01-31');
    await custom.getByLabel('To').fill('2020-01-01');
    await custom.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => custom.getByText('to must be the same day as from or later.').count())
      .toBe(1);

    await custom.getByLabel('From').fill('2020-01-01');
    await custom.getByLabel('To').fill('2020-01-31');
    const january = nextAnswer<RevenueItem[]>(
      page,
      '/api/admin/analytics/revenue',
      (q) => q.get('from') === '2020-01-01' && q.get('to') === '2020-01-31',
    );
    await custom.getByRole('button', { name: 'Apply' }).click();
    expect(await january).toEqual([]);
    await page.waitForURL((url) => url.search === '?from=2020-01-01&to=2020-01-31');
    await loadingDone(page);
    await expect.poll(() => page.getByText('No visits or clients in these days.').count()).toBe(1);
    expect(
      await page.getByRole('region', { name: 'Traffic Sources', exact: true }).innerText(),
    ).toContain('No visits yet.');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('range') === '7');
    await expect
      .poll(() => page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'))
      .toBe('true');
  });

  it('fits a phone', async () => {
    const visitor = await site.mobile();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/analytics?range=90', 'Analytics Dashboard');
    await loadingDone(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
    expect(await page.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
