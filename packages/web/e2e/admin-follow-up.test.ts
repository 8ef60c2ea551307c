/**
 * Issue 32: reply from the person record with a template (filled with the person's name and
 * estimate, edited before sending), seen on the timeline and in the Outbox; "remind me" on a phone,
 * the reminder on the dashboard's Today at 390 px, checked off there.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@leadline/domain';
import {
  ACTION_TIMEOUT_MS,
  adminApi,
  adminStorageState,
  axeViolations,
  choose,
  waitForHeading,
} from './support/admin';
import { e2eAdmin, setUpSite } from './support/fixtures';
import { visit } from './support/pages';
import { sendContact, submitLead, uniqueEmail, uniqueId } from './support/public-data';

const site = setUpSite();
const api = adminApi(site.baseUrl);
const email = uniqueEmail('follow.up');
const note = `Call back about the quote ${uniqueId('note').slice(-8)}`;
let personId = '';
let storageState: Awaited<ReturnType<typeof adminStorageState>>;

beforeAll(async () => {
  storageState = await adminStorageState(site.baseUrl);
  await submitLead(site.baseUrl, { name: 'Ada Follow', email, features: ['auth'] });
  await sendContact(site.baseUrl, { name: 'Ada Follow', email, message: 'Can we talk soon?' });
  const { results } = await api.get<{ results: SearchResult[] }>(
    `/api/admin/search?q=${encodeURIComponent(email)}`,
  );
  personId = results.find((result) => result.type === 'person')?.id ?? '';
  expect(personId).not.toBe('');
});

async function signedInPage(width: number, height: number): Promise<Page> {
  const visitor =
    width < 768
      ? await site.mobile({ storageState, viewport: { width, height } })
      : await site.desktop({ storageState, viewport: { width, height } });
  visitor.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return visitor.page;
}

async function openPerson(page: Page) {
  await visit(page, `/admin/people/${personId}`);
  await waitForHeading(page, 'Ada Follow');
  await page.waitForLoadState('networkidle');
}

/** Nothing wider than the screen: no sideways scroll. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('following a person up', () => {
  it('replies with a template from the record: on the timeline and in the Outbox', async () => {
    const page = await signedInPage(1440, 900);
    await openPerson(page);
    const replyButton = page.getByRole('button', { name: 'Reply', exact: true });
    await replyButton.click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Ada Follow' });
    await dialog.waitFor();
    // Focus starts in the composer, on its first field.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await choose(dialog, 'Template', 'Follow-up on your estimate', page);
    const subject = dialog.getByLabel('Subject');
    const message = dialog.getByLabel('Message');
    expect(await subject.inputValue()).toBe('Your estimate of $2,000');
    const filled = await message.inputValue();
    expect(filled).toMatch(/^Hi Ada,/);
    expect(filled).toContain(`${new URL(site.baseUrl).origin}/book`);
    expect(filled).not.toContain('{{');
    await message.fill(`${filled}\n\nP.S. Fridays work best for me.`);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByText('Reply queued').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await replyButton.evaluate((button) => button === document.activeElement)).toBe(true);
    const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
    const entry = timeline
      .getByRole('listitem')
      .filter({ hasText: 'Reply: Your estimate of $2,000' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(`by ${e2eAdmin().email}`);

    await visit(page, '/admin/outbox');
    await waitForHeading(page, 'Outbox');
    const row = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'Your estimate of $2,000' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/^Reply · to the visitor/);
  });

  it('sets a reminder on a phone, shows it on the dashboard at 390 px, and checks it off there', async () => {
    const page = await signedInPage(390, 844);
    await openPerson(page);
    await page.getByLabel('Reminder note', { exact: true }).fill(note);
    await page.getByRole('button', { name: 'Remind Me' }).click();
    await page.getByText('Reminder set').first().waitFor();
    await page.getByRole('list', { name: 'Reminders' }).getByText(note).waitFor();
    await page
      .getByRole('list', { name: 'Timeline, newest first' })
      .getByText(new RegExp(`Follow up on .*${note}`))
      .waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    await visit(page, '/admin/dashboard');
    await waitForHeading(page, 'Dashboard');
    const due = page.getByRole('region', { name: 'Follow-ups due' });
    const item = due.getByRole('listitem').filter({ hasText: note });
    await item.waitFor();
    expect(await item.getByRole('link', { name: 'Ada Follow' }).getAttribute('href')).toBe(
      `/admin/people/${personId}`,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    // Today comes before the counters.
    const today = await page.getByRole('heading', { name: /^Today/ }).boundingBox();
    const counters = await page
      .getByRole('link', { name: /^Total Calculator Leads/ })
      .boundingBox();
    expect(today!.y).toBeLessThan(counters!.y);
    expect(await axeViolations(page)).toEqual([]);

    // Checked off, it leaves Today at once: a click, not check(), which would look for it after.
    await item.getByRole('checkbox', { name: `Done: ${note} with Ada Follow` }).click();
    await page.getByText('Follow-up done').first().waitFor();
    await item.waitFor({ state: 'detached' });

    await openPerson(page);
    const check = page
      .getByRole('list', { name: 'Reminders' })
      .getByRole('checkbox', { name: new RegExp(`^Done: ${note}`) });
    expect(await check.isChecked()).toBe(true);
  });
});
