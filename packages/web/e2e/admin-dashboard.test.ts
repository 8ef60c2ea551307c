/**
 * The admin dashboard: six stat cards and the Quick Summary, from the stored leads and messages; and
 * the setup checklist above them, while the run's server (no SMTP_URL, the example site) has items.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DashboardStats, SetupChecklist } from '@leadline/domain';
import {
  adminApi,
  axeViolations,
  choose,
  definition,
  nextAnswer,
  openAdminScreen,
  rowWith,
  selectedText,
  squash,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import { sendContact, submitLead, uniqueEmail } from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);

/** The cards in the spec's order: title, the stat it shows, and where it leads. */
const CARDS: readonly [string, keyof DashboardStats, string][] = [
  ['Total Calculator Leads', 'totalLeads', '/admin/leads'],
  ['Total Contact Messages', 'totalContacts', '/admin/contacts'],
  ['New Leads', 'newLeads', '/admin/leads?status=new'],
  ['New Contacts', 'newContacts', '/admin/contacts?status=new'],
  ['Contacted Leads', 'contactedLeads', '/admin/leads?status=contacted'],
  ['Contacted Messages', 'contactedContacts', '/admin/contacts?status=contacted'],
];

const conversionRate = (stats: DashboardStats) =>
  stats.totalLeads === 0 ? 0 : Math.round((stats.contactedLeads / stats.totalLeads) * 100);

/** Each card as [title, value, href], read from the screen. */
async function readCards(page: Page) {
  // The stat cards' list, not the setup checklist's.
  const links = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /^Total Calculator Leads/ }) })
    .getByRole('listitem')
    .getByRole('link');
  await links.nth(5).waitFor();
  const cards: [string, number, string][] = [];
  for (const link of await links.all()) {
    const [title = '', value = ''] = (await link.innerText()).split('\n').map((s) => s.trim());
    cards.push([title, Number(value), (await link.getAttribute('href')) ?? '']);
  }
  return cards;
}

/** The Quick Summary's two figures. */
async function readSummary(page: Page) {
  const summary = page
    .getByRole('main')
    .locator('div')
    .filter({
      has: page.getByRole('heading', { name: 'Quick Summary' }),
    });
  return {
    newSubmissions: await definition(summary.last(), 'New submissions').innerText(),
    rate: await definition(summary.last(), 'Conversion rate').innerText(),
  };
}

/** The cards and the summary show `stats`: polled, since cached numbers show until a refetch renders. */
async function expectScreenShows(page: Page, stats: DashboardStats) {
  await expect
    .poll(async () => ({ cards: await readCards(page), summary: await readSummary(page) }))
    .toEqual({
      cards: CARDS.map(([title, key, href]) => [title, stats[key], href]),
      summary: {
        newSubmissions: String(stats.newLeads + stats.newContacts),
        rate: `${conversionRate(stats)}%`,
      },
    });
}

describe('admin dashboard', () => {
  it('shows the six stat cards and the Quick Summary from the stored data', async () => {
    const email = uniqueEmail('dash-lead');
    await submitLead(site.baseUrl, { name: 'Dana Dash', email, features: ['auth', 'search'] });
    await sendContact(site.baseUrl, {
      name: 'Dana Dash',
      email: uniqueEmail('dash-contact'),
      message: 'Hello from the dashboard spec',
    });

    const visitor = await site.desktop();
    const answer = nextAnswer<DashboardStats>(visitor.page, '/api/admin/dashboard');
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');
    const stats = await answer;
    // What the screen got includes what this spec just sent...
    expect(stats.totalLeads).toBeGreaterThanOrEqual(1);
    expect(stats.newLeads).toBeGreaterThanOrEqual(1);
    expect(stats.totalContacts).toBeGreaterThanOrEqual(1);
    expect(stats.newContacts).toBeGreaterThanOrEqual(1);
    // ...and is what it shows.
    await expectScreenShows(visitor.page, stats);
  });

  it('shows the setup checklist first: each item with its fix, at 390 px, by keyboard', async () => {
    const visitor = await site.desktop({ viewport: { width: 390, height: 844 } });
    const { page } = visitor;
    const answer = nextAnswer<SetupChecklist>(page, '/api/admin/setup');
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');
    const { items } = await answer;
    // The run's server has no SMTP_URL, PUBLIC_URL or NOTIFY_EMAIL; the fixture is the example, © 2024.
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining([
        'mail',
        'public-url',
        'example-site',
        'notify-email',
        'copyright-year',
      ]),
    );

    const card = page.getByRole('region', { name: 'Finish setting up' });
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      items.map((item) => item.title),
    );
    // Above the stat cards.
    const [cardBox, statsBox] = await Promise.all([
      card.boundingBox(),
      page.getByRole('link', { name: /^Total Calculator Leads/ }).boundingBox(),
    ]);
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(statsBox!.y);

    const year = new Date().getUTCFullYear();
    const copyright = card.getByRole('listitem').filter({ hasText: 'The copyright year is not' });
    expect(squash(await copyright.innerText())).toMatch(
      new RegExp(
        `The footer of every page says © 2024\\. Set copyrightYear: ${year} in \\S*site\\.yaml`,
      ),
    );
    expect(await copyright.locator('code').first().innerText()).toBe(`copyrightYear: ${year}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);

    // The mail item leads to the Outbox, where the mail waits.
    const outbox = card
      .getByRole('listitem')
      .filter({ hasText: 'No mail server' })
      .getByRole('link', { name: 'Outbox' });
    await outbox.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/outbox');
    await waitForHeading(page, 'Outbox');
  });

  it('leads from a card to its filtered list', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');

    await page.getByRole('link', { name: /^New Leads/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/leads' && url.search === '?status=new');
    await waitForHeading(page, 'Calculator Leads');
    expect(await selectedText(page, 'Filter by status')).toBe('New');

    await page.goBack();
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('link', { name: /^Contacted Messages/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/contacts' && url.search === '?status=contacted',
    );
    await waitForHeading(page, 'Contact Messages');
    expect(await selectedText(page, 'Filter by status')).toBe('Contacted');
  });

  it('refetches the stats after a lead is updated', async () => {
    const email = uniqueEmail('dash-update');
    const lead = await submitLead(site.baseUrl, { email, features: ['payment'] });

    const visitor = await site.desktop();
    const { page } = visitor;
    const first = nextAnswer<DashboardStats>(page, '/api/admin/dashboard');
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');
    await first;

    // Client-side, so the dashboard's numbers stay cached unless the update invalidates them.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', {
        name: 'Calculator Leads',
      })
      .click();
    await waitForHeading(page, 'Calculator Leads');
    // The best fit comes first, and other specs' leads may outrank this one: the owner looking for
    // the lead that just came in sorts by the most recent (client-side too).
    await choose(page, 'Sort by', 'Most recent');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'recent');
    const row = rowWith(page, email);
    await choose(row, `Status for ${email}`, 'Contacted', page);
    await expect
      .poll(async () => {
        const { items } = await api.get<{ items: { id: string; status: string }[] }>(
          '/api/admin/submissions/leads?status=contacted&limit=100',
        );
        return items.some((item) => item.id === lead.id);
      })
      .toBe(true);

    const refetched = nextAnswer<DashboardStats>(page, '/api/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', {
        name: 'Dashboard',
      })
      .click();
    const stats = await refetched;
    expect(stats.contactedLeads).toBeGreaterThanOrEqual(1);
    await waitForHeading(page, 'Dashboard');
    await expectScreenShows(page, stats);
  });
});
