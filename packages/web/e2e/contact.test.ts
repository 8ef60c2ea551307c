/** The contact form: a message sent through the page reaches the admin's list, and the form clears. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import {
  adminReader,
  toastTitled,
  trackedSession,
  uniqueEmail,
  type ListAnswer,
  type StoredContact,
} from './support/flows';
import { visit } from './support/pages';

const site = setUpSite();
const adminGet = adminReader(site.baseUrl);

const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });

const fieldValues = (page: Page) =>
  Promise.all(
    ['Name', 'Email', 'Company (Optional)', 'Message'].map((label) =>
      form(page).getByLabel(label, { exact: true }).inputValue(),
    ),
  );

interface SessionEvents {
  events: { eventType: string; points: number }[];
}

describe('contact form', () => {
  it('sends the message, says so, clears the form, and the admin sees it', async () => {
    const { page } = await site.desktop();
    await visit(page, '/contact');
    const email = uniqueEmail('contact');
    const message = 'We run our orders through three spreadsheets.\nCan you help?';

    await form(page).getByLabel('Name', { exact: true }).fill('Dana Contact');
    await form(page).getByLabel('Email', { exact: true }).fill(email);
    await form(page).getByLabel('Company (Optional)').fill('Dana & Co');
    await form(page).getByLabel('Message').fill(message);
    const sent = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/contact' &&
        response.request().method() === 'POST',
    );
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);

    const toast = toastTitled(page, 'Message Sent!');
    await toast.waitFor();
    expect(await toast.getByText("I'll get back to you within 24 hours.").count()).toBe(1);
    await expect.poll(() => fieldValues(page)).toEqual(['', '', '', '']);

    const sessionId = await trackedSession(page);
    const { items } = await adminGet<ListAnswer<StoredContact>>(
      '/api/admin/submissions/contacts?limit=100',
    );
    expect(items.find((contact) => contact.email === email)).toMatchObject({
      name: 'Dana Contact',
      email,
      company: 'Dana & Co',
      message,
      status: 'new',
      sessionId,
    });

    // The page view, the start of the form and the (server-verified) submission are tracked.
    await expect
      .poll(
        async () => {
          const { events } = await adminGet<SessionEvents>(
            `/api/admin/sessions/${encodeURIComponent(sessionId)}`,
          );
          return events.map((event) => event.eventType);
        },
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          'CONTACT_FORM_VIEWED',
          'CONTACT_FORM_STARTED',
          'CONTACT_FORM_SUBMITTED',
        ]),
      );
  });

  it('lets the browser refuse a message without the required fields', async () => {
    const { page } = await site.desktop();
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
        posted += 1;
    });
    await visit(page, '/contact');
    await form(page).getByLabel('Name', { exact: true }).fill('Dana Contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    expect(
      await form(page)
        .getByLabel('Email', { exact: true })
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(await form(page).getByLabel('Name', { exact: true }).inputValue()).toBe('Dana Contact');
    expect(posted).toBe(0);
  });
});
