/**
 * The Outbox (without SMTP_URL, as `npm start` runs: every message is kept and readable) and the
 * Integrations screen (an endpoint added, its secret shown once, a test event shown as it arrives
 * and logged; a Slack endpoint, with no secret), on a desktop and on a phone, with no axe violations
 * in their dialogs.
 */
import { describe, expect, it } from 'vitest';
import { adminStorageState, axeViolations, loadingDone, waitForHeading } from './support/admin';
import { setUpSite, type Visitor } from './support/fixtures';
import { visit } from './support/pages';
import { submitLead, uniqueEmail } from './support/public-data';

const site = setUpSite();

const pageIsNoWiderThanScreen = (visitor: Visitor) =>
  visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function open(kind: 'desktop' | 'mobile', path: string, heading: string) {
  const storageState = await adminStorageState(site.baseUrl);
  const visitor = await site[kind]({ storageState });
  await visit(visitor.page, path);
  await waitForHeading(visitor.page, heading);
  await loadingDone(visitor.page);
  return visitor;
}

describe('the Outbox', () => {
  for (const kind of ['desktop', 'mobile'] as const) {
    it(`shows the estimate a calculator lead was sent, as it was written (${kind})`, async () => {
      const email = uniqueEmail(`outbox-${kind}`);
      await submitLead(site.baseUrl, { email, features: ['auth', 'payment'] });
      const visitor = await open(kind, '/admin/outbox', 'Outbox');
      const { page } = visitor;
      const row = page
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: email })
        .filter({ hasText: 'Your project estimate' });
      // The worker keeps the message within a second or two; the list refreshes by itself.
      await expect.poll(() => row.getByText('Kept (no SMTP)').count(), { timeout: 15_000 }).toBe(1);
      expect(await row.getByText('Your project estimate: $5,500').count()).toBe(1);
      // The owner was told too.
      const alert = page.getByRole('listitem').filter({ hasText: `New calculator lead: ${email}` });
      expect(await alert.getByText('to you').count()).toBe(1);
      expect(await pageIsNoWiderThanScreen(visitor)).toBe(true);

      await row.getByRole('button', { name: 'View message' }).click();
      const dialog = page.getByRole('dialog', { name: 'Message' });
      const frame = dialog.frameLocator('iframe');
      await frame.getByRole('heading', { name: 'Your Estimate is Ready!' }).waitFor();
      expect(await frame.getByText('Payment Gateway Integration').count()).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Plain text' }).click();
      expect(await dialog.locator('pre').innerText()).toContain('Total: $5,500');
      const found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  }
});

describe('Integrations', () => {
  for (const kind of ['desktop', 'mobile'] as const) {
    it(`adds an endpoint, shows its secret once and logs a test event (${kind})`, async () => {
      const visitor = await open(kind, '/admin/integrations', 'Integrations');
      const { page } = visitor;
      const url = `https://hooks.example.com/${kind}-${Date.now()}`;
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await form.getByLabel('Endpoint URL').fill(url);
      await form.getByLabel('Description (optional)').fill('My CRM');
      await form.getByRole('checkbox', { name: /email\.captured/ }).uncheck();
      let found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
      await secretDialog.waitFor();
      expect(await secretDialog.locator('code').innerText()).toMatch(/^whsec_/);
      found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
      await secretDialog.getByRole('button', { name: 'Done' }).click();
      await secretDialog.waitFor({ state: 'detached' });

      const card = page
        .getByRole('list', { name: 'Webhook endpoints' })
        .getByRole('listitem')
        .filter({ hasText: url });
      await card.waitFor();
      expect(await card.getByText('email.captured').count()).toBe(0);
      expect(await card.getByText('hot_lead.created').count()).toBe(1);
      expect(await card.innerText()).not.toMatch(/whsec_/);
      expect(await pageIsNoWiderThanScreen(visitor)).toBe(true);

      await card.getByRole('button', { name: 'Send test event' }).click();
      // The owner sees what arrives: for a signed webhook, the envelope and a word on the signature.
      const sent = page.getByRole('dialog', { name: 'Test event sent' });
      await sent.waitFor();
      expect(await sent.locator('pre').last().innerText()).toContain('"type": "webhook.test"');
      expect(await sent.innerText()).toMatch(/webhook-signature/);
      found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
      await page.keyboard.press('Escape');
      await sent.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Delivery log' }).click();
      const log = page.getByRole('dialog', { name: 'Delivery log' });
      // hooks.example.com cannot be reached from here: the delivery waits for its next attempt.
      await log.getByText('webhook.test').waitFor();
      await expect
        .poll(() => log.getByText(/Retrying|Sending|Queued/).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  for (const kind of ['desktop', 'mobile'] as const) {
    it(`adds a Slack endpoint by name and shows the Slack body a test sends (${kind})`, async () => {
      const visitor = await open(kind, '/admin/integrations', 'Integrations');
      const { page } = visitor;
      const url = `https://hooks.slack.example.com/services/${kind}-${Date.now()}`;
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      const slack = form.getByRole('radio', { name: 'Slack' });
      // Keyboard: the radio group takes the arrow keys.
      await form.getByRole('radio', { name: 'Standard webhook (signed JSON)' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await slack.isChecked()).toBe(true);
      expect(await form.getByText(/Incoming Webhooks/).count()).toBe(1);
      await form.getByLabel('Endpoint URL').fill(url);
      const found = await axeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await form.waitFor({ state: 'detached' });
      expect(await page.getByRole('dialog', { name: 'Your signing secret' }).count()).toBe(0);

      const card = page
        .getByRole('list', { name: 'Webhook endpoints' })
        .getByRole('listitem')
        .filter({ hasText: url });
      await card.waitFor();
      expect(await card.getByText('Slack', { exact: true }).count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Rotate secret' }).count()).toBe(0);
      expect(await pageIsNoWiderThanScreen(visitor)).toBe(true);
      await card.getByRole('button', { name: 'Send test event' }).click();
      const sent = page.getByRole('dialog', { name: 'Test event sent' });
      await sent.waitFor();
      const body = await sent.locator('pre').last().innerText();
      expect(body).toContain('"blocks"');
      expect(body).toContain('Test event from Leadline');
      expect(await sent.innerText()).not.toMatch(/webhook-signature/);
      expect(await pageIsNoWiderThanScreen(visitor)).toBe(true);
      await sent.getByRole('button', { name: 'Done' }).click();
      await sent.waitFor({ state: 'detached' });
    });
  }
});
