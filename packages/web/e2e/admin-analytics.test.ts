/**
 * The Analytics Dashboard: headline cards, the score funnel, conversion paths, traffic sources, the
 * 7-day trend and the insights, each as the admin API reported it (for the default range, the last 30
 * days), for sessions tracked in every band.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyticsSummary as Summary,
  PathItem,
  SourceItem,
  TrendItem as Trend,
} from '@leadline/domain';
import { loadingDone, nextAnswer, openAdminScreen, squash } from './support/admin';
import { setUpSite } from './support/fixtures';
import { sendEvents, startSession, uniqueEmail } from './support/public-data';

const site = setUpSite();

const rate = (value: number) => `${value.toFixed(1)}%`;
const minutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
const weekday = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(year!, month! - 1, day!));
};

/** Each body row of `table` as its cells' texts. */
async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) =>
      (await row.locator('th, td').allInnerTexts()).map((text) => squash(text)),
    ),
  );
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('analytics dashboard', () => {
  beforeAll(async () => {
    // One session in each band: hot (with an e-mail), warm, engaged (from a referral), cold.
    const hot = await startSession(site.baseUrl, { landingPage: '/services' });
    await sendEvents(site.baseUrl, hot, [
      { eventType: 'PAGE_VIEW', pageUrl: '/services' },
      { eventType: 'SERVICES_PAGE_VIEWED', pageUrl: '/services' },
      { eventType: 'CONTACT_FORM_STARTED', pageUrl: '/contact' },
      { eventType: 'PRICING_DISCUSSED', pageUrl: '/calculator' },
      { eventType: 'CALCULATOR_STARTED', pageUrl: '/calculator' },
      {
        eventType: 'EMAIL_CAPTURED',
        pageUrl: '/calculator',
        metadata: { email: uniqueEmail('analytics'), captureMethod: 'hot_lead_popup' },
      },
    ]);
    const warm = await startSession(site.baseUrl, { landingPage: '/blog' });
    await sendEvents(site.baseUrl, warm, [
      'SERVICES_PAGE_VIEWED',
      'PRICING_DISCUSSED',
      'CALCULATOR_STARTED',
    ]);
    const engaged = await startSession(site.baseUrl, {
      referrer: 'https://news.example.org/story',
      landingPage: '/portfolio',
    });
    await sendEvents(site.baseUrl, engaged, ['SERVICES_PAGE_VIEWED', 'PORTFOLIO_VIEWED']);
    const cold = await startSession(site.baseUrl);
    await sendEvents(site.baseUrl, cold, ['PAGE_VIEW']);
  });

  it('shows every report as the server computed it', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    const answers = Promise.all([
      nextAnswer<Summary>(page, '/api/admin/analytics/summary'),
      nextAnswer<Trend[]>(page, '/api/admin/analytics/trends'),
      nextAnswer<PathItem[]>(page, '/api/admin/analytics/paths'),
      nextAnswer<SourceItem[]>(page, '/api/admin/analytics/sources'),
    ]);
    await openAdminScreen(visitor, '/admin/analytics', 'Analytics Dashboard');
    const [summary, trends, paths, sources] = await answers;
    await loadingDone(page);

    // The data this spec tracked is in what the screen got.
    expect(summary.totalSessions).toBeGreaterThanOrEqual(4);
    expect(summary.hotLeads).toBeGreaterThanOrEqual(1);
    expect(summary.warmLeads).toBeGreaterThanOrEqual(1);
    expect(summary.engagedLeads).toBeGreaterThanOrEqual(1);
    expect(summary.coldLeads).toBeGreaterThanOrEqual(1);
    expect(trends).toHaveLength(7);
    expect(trends.at(-1)!.hotLeads).toBeGreaterThanOrEqual(1);
    expect(paths.length).toBeGreaterThanOrEqual(1);
    expect(sources.find((item) => item.source === 'referral')?.sessions).toBeGreaterThanOrEqual(1);

    // Headline cards.
    const cards = page.getByRole('list', { name: 'Headline numbers' }).getByRole('listitem');
    expect((await cards.allInnerTexts()).map(squash)).toEqual([
      `Total Visitors ${summary.totalSessions} Tracked sessions`,
      `Hot Leads ${summary.hotLeads} ${rate((summary.hotLeads / summary.totalSessions) * 100)} conversion rate`,
      `Email Capture ${rate(summary.emailCaptureRate)} Of hot leads contacted`,
      `Avg. Time to Convert ${minutesSeconds(summary.avgTimeToHotLead)} Time on site before hot lead`,
    ]);

    // The funnel: four bars, each a share of all sessions.
    const share = (count: number) => rate((count / summary.totalSessions) * 100);
    const plural = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;
    const bars = section(page, 'Engagement Score Funnel').getByRole('listitem');
    expect((await bars.allInnerTexts()).map(squash)).toEqual([
      `Hot (75+) ${plural(summary.hotLeads)} (${share(summary.hotLeads)})`,
      `Warm (50-74) ${plural(summary.warmLeads)} (${share(summary.warmLeads)})`,
      `Engaged (25-49) ${plural(summary.engagedLeads)} (${share(summary.engagedLeads)})`,
      `Cold (0-24) ${plural(summary.coldLeads)} (${share(summary.coldLeads)})`,
    ]);

    // The insights the summary calls for, and only those.
    const conversion = (summary.hotLeads / summary.totalSessions) * 100;
    const expected = [
      summary.hotLeads > 0 && 'System Generating Leads',
      summary.hotLeads > 0 && summary.emailCaptureRate < 50 && 'Low Email Capture',
      summary.warmLeads > summary.hotLeads && summary.warmLeads > 5 && 'Nurture Warm Leads',
      summary.totalSessions > 0 && conversion < 2 && 'Low Conversion Rate',
    ].filter(Boolean);
    expect(
      await section(page, 'System Insights').getByRole('heading', { level: 3 }).allInnerTexts(),
    ).toEqual(expected);

    // 7-day trends: a row per day, oldest first; 'No leads' on a day without any.
    expect(await tableRows(section(page, '7-Day Lead Trends').getByRole('table'))).toEqual(
      trends.map((day) =>
        day.hotLeads + day.warmLeads + day.engagedLeads > 0
          ? [
              weekday(day.date),
              String(day.hotLeads),
              String(day.warmLeads),
              String(day.engagedLeads),
            ]
          : [weekday(day.date), 'No leads'],
      ),
    );

    // Conversion paths and traffic sources.
    expect(await tableRows(section(page, 'Top Conversion Paths').getByRole('table'))).toEqual(
      paths.map((item) => [item.path, item.avgScore.toFixed(1), String(item.count)]),
    );
    // Each source, and under search its paid and organic visits (by utm_medium).
    const shown = sources.flatMap(({ source, paid, organic, ...figures }) => {
      const name = source.charAt(0).toUpperCase() + source.slice(1);
      const row = { name, ...figures };
      return paid && organic
        ? [row, { name: `${name} (paid)`, ...paid }, { name: `${name} (organic)`, ...organic }]
        : [row];
    });
    const sourceRows = await tableRows(section(page, 'Traffic Sources').getByRole('table'));
    expect(sourceRows).toEqual(
      shown.map((item) => [
        item.name,
        String(item.sessions),
        String(item.hotLeads),
        `${rate(item.conversionRate)}${item.conversionRate > 5 ? ' (above 5%)' : ''}`,
      ]),
    );
    // The badge is highlighted above 5% conversion.
    const badges = section(page, 'Traffic Sources').locator('tbody [data-tone]');
    expect(
      await badges.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tone'))),
    ).toEqual(shown.map((item) => (item.conversionRate > 5 ? 'success' : 'neutral')));
  });
});
