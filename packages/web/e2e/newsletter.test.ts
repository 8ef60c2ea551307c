/** The footer's newsletter form: every sign-up is answered alike, and subscribing again is no error. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import { toastTitled, uniqueEmail } from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();

const input = (page: Page) => page.getByRole('contentinfo').getByLabel('Email address');

/** Subscribes `email` through the footer; answers the server's status. */
async function subscribe(page: Page, email: string): Promise<number> {
  await input(page).fill(email);
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/newsletter' &&
      response.request().method() === 'POST',
  );
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  return (await answer).status();
}

describe('newsletter', () => {
  it('asks to confirm by mail, and again for a repeat', async () => {
    const { page } = await site.desktop();
    await visit(page, '/blog');
    const email = uniqueEmail('newsletter');

    expect(await subscribe(page, email)).toBe(202);
    const toast = toastTitled(page, 'Almost there!');
    await toast.waitFor();
    expect(
      await toast
        .getByText('Check your inbox and click the link in our e-mail to confirm.')
        .count(),
    ).toBe(1);
    expect(await input(page).inputValue()).toBe('');

    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });

    // Not confirmed yet: stored once, answered alike, and asked again to confirm.
    expect(await subscribe(page, email.toUpperCase())).toBe(202);
    await toastTitled(page, 'Almost there!').waitFor();
    expect(await toastTitled(page, 'Error').count()).toBe(0);
    expect(await input(page).inputValue()).toBe('');
  });

  it('lets the browser refuse an empty address', async () => {
    const { page } = await site.mobile();
    let posted = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/newsletter') posted += 1;
    });
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).tap();
    expect(
      await input(page).evaluate((field) => (field as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(posted).toBe(0);
  });
});
