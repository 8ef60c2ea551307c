/**
 * The admin lists' loading, empty and failure texts (SPEC sections 2 and 8). The shared database is
 * never empty during a run, so the browser is handed those answers instead of the server's.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminScreen } from './support/admin';
import { setUpSite, type Visitor } from './support/fixtures';
import { sendEvents, startSession } from './support/public-data';

const site = setUpSite();

const SERVER_ERROR = { kind: 'console', text: /status of 500/ } as const;

const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers GETs of `pathname` (any query) with `handler`; other methods go to the server. */
async function answer(page: Page, pathname: string, handler: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => (route.request().method() === 'GET' ? handler(route) : route.continue()),
  );
}

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

async function failing(allow = true): Promise<Visitor> {
  return site.desktop(allow ? { allow: [SERVER_ERROR] } : {});
}

describe('admin list states', () => {
  it('calculator leads: loading, empty, and a failed or malformed answer', async () => {
    let visitor = await site.desktop();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await answer(visitor.page, '/api/admin/submissions/leads', async (route) => {
      await held;
      await json({ items: [], total: 0 })(route);
    });
    await openAdminScreen(visitor, '/admin/leads', 'Calculator Leads');
    await visible(visitor.page, 'Loading leads...');
    release();
    await visible(visitor.page, 'No leads yet');
    expect(await visitor.page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    visitor = await failing();
    await answer(visitor.page, '/api/admin/submissions/leads', json({ error: 'boom' }, 500));
    await openAdminScreen(visitor, '/admin/leads', 'Calculator Leads');
    await visible(visitor.page, 'Unable to load leads');
    await visible(visitor.page, 'Please check your permissions or try refreshing the page.');

    visitor = await site.desktop();
    await answer(visitor.page, '/api/admin/submissions/leads', json({ total: 3 }));
    await openAdminScreen(visitor, '/admin/leads', 'Calculator Leads');
    await visible(visitor.page, 'Unable to load leads');
  });

  it('contact messages: empty, and a failed or malformed answer', async () => {
    let visitor = await site.desktop();
    await answer(visitor.page, '/api/admin/submissions/contacts', json({ items: [], total: 0 }));
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    await visible(visitor.page, 'No contact messages yet');

    visitor = await failing();
    await answer(visitor.page, '/api/admin/submissions/contacts', json({ error: 'boom' }, 500));
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    await visible(visitor.page, 'Unable to load contacts');

    visitor = await site.desktop();
    await answer(visitor.page, '/api/admin/submissions/contacts', json({ rows: [] }));
    await openAdminScreen(visitor, '/admin/contacts', 'Contact Messages');
    await visible(visitor.page, 'Unable to load contacts');
  });

  it('workflow submissions: empty and failed', async () => {
    let visitor = await site.desktop();
    await answer(visitor.page, '/api/admin/workflow-submissions', json({ items: [], total: 0 }));
    await openAdminScreen(visitor, '/admin/workflow-submissions', 'Workflow Submissions');
    await visible(visitor.page, 'No workflow submissions found.');

    visitor = await failing();
    await answer(visitor.page, '/api/admin/workflow-submissions', json({ error: 'boom' }, 500));
    await openAdminScreen(visitor, '/admin/workflow-submissions', 'Workflow Submissions');
    await visible(visitor.page, 'Failed to fetch workflow submissions');
  });

  it('hot leads: empty, failed, and a failed update', async () => {
    let visitor = await site.desktop();
    await answer(
      visitor.page,
      '/api/admin/hot-leads',
      json({
        items: [],
        total: 0,
        stats: { total: 0, unnotified: 0, contacted: 0, avgScore: 0 },
      }),
    );
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    await visible(visitor.page, 'No hot leads yet');
    await visible(
      visitor.page,
      'Hot leads will appear here when visitors reach 75+ engagement score',
    );
    expect(
      await visitor.page
        .getByRole('group', { name: 'Filter hot leads' })
        .getByRole('button')
        .allInnerTexts(),
    ).toEqual(['All (0)', 'New (0)', 'Contacted (0)']);

    visitor = await failing();
    await answer(visitor.page, '/api/admin/hot-leads', json({ error: 'boom' }, 500));
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    await visible(visitor.page, 'Failed to fetch hot leads');

    // A real hot lead whose update the server refuses: the toast says so, and the lead is unchanged.
    const sessionId = await startSession(site.baseUrl);
    await sendEvents(site.baseUrl, sessionId, [
      'SERVICES_PAGE_VIEWED',
      'PRICING_DISCUSSED',
      'CONTACT_FORM_STARTED',
      'PORTFOLIO_VIEWED',
      'CALCULATOR_STARTED',
    ]);
    visitor = await failing();
    await visitor.page.route(
      (url) => url.pathname.startsWith('/api/admin/hot-leads/'),
      (route) =>
        route.request().method() === 'PATCH'
          ? json({ error: 'boom' }, 500)(route)
          : route.continue(),
    );
    await openAdminScreen(visitor, '/admin/hot-leads', 'Hot Leads Dashboard');
    await visitor.page
      .getByRole('button', { name: /^Mark Viewed/ })
      .first()
      .click();
    await visible(visitor.page, 'Failed to update hot lead');
  });

  it('warm leads: empty', async () => {
    const visitor = await site.desktop();
    await answer(
      visitor.page,
      '/api/admin/warm-leads',
      json({ items: [], total: 0, stats: { total: 0, withEmail: 0, anonymous: 0, avgScore: 0 } }),
    );
    await openAdminScreen(visitor, '/admin/warm-leads', 'Warm Leads');
    await visible(visitor.page, 'No warm leads yet');
  });
});
