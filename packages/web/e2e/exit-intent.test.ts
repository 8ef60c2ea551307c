/**
 * The exit-intent offer of a Free MVP Planning Checklist: not in the first 10 s, then on the pointer
 * leaving through the top of the window (desktop) or a fast scroll back up (phone); an accessible
 * dialog whose address earns EXIT_INTENT_CONVERTED and the checklist mail; once per visitor; never
 * for a known address, nor under Do Not Track.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi } from './support/admin';
import { sessionScore } from './support/api';
import { setUpSite } from './support/fixtures';
import { trackedSession, uniqueEmail } from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();
const api = adminApi(site.baseUrl);
const TITLE = 'Before you go: a Free MVP Planning Checklist';

/** The pointer leaves the page through its top edge, towards the tabs. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 5, { steps: 5 });
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientX: 600, clientY: 0, relatedTarget: null }),
    ),
  );
}

const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

/**
 * Visits `path`; resolves once the page's offers are watching. They start when the page is first
 * idle (features/site/tracking/deferred-engagement.tsx), and the first thing they do is check the score.
 */
async function visitWatched(page: Page, path: string) {
  const scoreChecked = page.waitForResponse((response) =>
    /\/api\/analytics\/session\/[^/]+\/score$/.test(new URL(response.url()).pathname),
  );
  await visit(page, path);
  return { watching: scoreChecked };
}

describe('the exit-intent offer', () => {
  it('waits 10 s, then offers the checklist as the pointer leaves, and sends it', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    const { watching } = await visitWatched(page, '/services');
    const sessionId = await trackedSession(page);
    await watching;

    await leaveThroughTop(page);
    await page.clock.runFor(500);
    expect(await dialog(page).count()).toBe(0);

    await page.clock.runFor(10_000);
    await leaveThroughTop(page);
    await dialog(page).waitFor();
    // Focus is in the dialog, on its first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    const email = uniqueEmail('exit');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Name (optional)').fill('Exa Mple');
    await dialog(page).getByRole('button', { name: 'Send Me the Checklist' }).click();
    await dialog(page).getByText('The checklist is on its way!').waitFor();
    await page.clock.runFor(3_500);
    await dialog(page).waitFor({ state: 'detached' });

    const standing = await sessionScore(site.baseUrl, page);
    expect(standing).toMatchObject({ sessionId, emailKnown: true });
    const outbox = await api.get<{ items: { to: string | null; kind: string }[] }>(
      '/api/admin/outbox?limit=100',
    );
    expect(outbox.items).toContainEqual(expect.objectContaining({ to: email, kind: 'checklist' }));

    // Once per visitor: another exit on another page offers nothing.
    const blog = await visitWatched(page, '/blog');
    await page.clock.runFor(11_000);
    await blog.watching;
    await leaveThroughTop(page);
    await page.clock.runFor(1_000);
    expect(await dialog(page).count()).toBe(0);
  });

  it('closes with Escape and returns nothing to the server', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    const { watching } = await visitWatched(page, '/portfolio');
    await trackedSession(page);
    await page.clock.runFor(11_000);
    await watching;
    await leaveThroughTop(page);
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect((await sessionScore(site.baseUrl, page)).emailKnown).toBe(false);
  });

  it('opens on a phone when a reader scrolls back up fast', async () => {
    const { page } = await site.mobile();
    await page.clock.install();
    const { watching } = await visitWatched(page, '/blog/how-to-build-mvp-in-4-weeks');
    await trackedSession(page);
    await page.clock.runFor(11_000);
    await watching;
    const height = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    // Reading down half the post, slowly.
    for (let y = 0; y <= height / 2; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.clock.runFor(300);
    }
    expect(await dialog(page).count()).toBe(0);
    // Then a flick back towards the top.
    const from = await page.evaluate(() => window.scrollY);
    for (const step of [1, 2, 3, 4]) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.max(0, from - step * 250));
      await page.clock.runFor(50);
    }
    await dialog(page).waitFor();
  });

  it('is never offered under Do Not Track', async () => {
    const { page } = await site.desktop();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    await page.clock.install();
    await visit(page, '/services');
    await page.clock.runFor(11_000);
    await leaveThroughTop(page);
    await page.clock.runFor(1_000);
    expect(await dialog(page).count()).toBe(0);
  });
});
