/**
 * The workflow wizard, step by step: each step's gate on Next, Back keeping the answers, the partial
 * saves the admin sees after each Next, and the final submit.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSite } from './support/fixtures';
import {
  adminReader,
  toastTitled,
  trackedSession,
  uniqueEmail,
  type ListAnswer,
  type StoredWorkflow,
} from './support/flows';
import { headings, visit } from './support/pages';

const site = setUpSite();
const adminGet = adminReader(site.baseUrl);

const STEP_TITLES = [
  "What's slowing your business down the most?",
  'Which tools do you use today?',
  'Walk me through the manual process.',
  'How many people work with this process?',
  'What would success look like?',
  'When do you need it, and what is your budget?',
  'Where should I send my reply?',
];

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

/** The step's question (its <h2>) and the progress bar's words and value. */
async function stepShown(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Questionnaire progress' });
  return {
    title: (await page.locator('form h2').textContent())?.trim(),
    progress: await bar.getAttribute('aria-valuetext'),
    percent: await bar.getAttribute('aria-valuenow'),
  };
}

async function expectStep(page: Page, index: number) {
  await expect
    .poll(() => stepShown(page))
    .toEqual({
      title: STEP_TITLES[index],
      progress: `Step ${index + 1} of 7`,
      percent: String(Math.round(((index + 1) / 7) * 100)),
    });
}

async function storedSubmission(sessionId: string) {
  const { items } = await adminGet<ListAnswer<StoredWorkflow>>(
    '/api/admin/workflow-submissions?limit=100',
  );
  return items.find((item) => item.sessionId === sessionId);
}

const checked = (page: Page, label: string) => page.getByLabel(label, { exact: true }).isChecked();

describe('workflow wizard', () => {
  it('gates each step, keeps answers on Back, saves progress on Next and submits', async () => {
    const { page } = await site.desktop();
    await visit(page, '/workflow-wizard');
    expect(await headings(page)).toEqual(["Let's Figure Out What You Need"]);
    const sessionId = await trackedSession(page);
    const email = uniqueEmail('wizard');

    // 1. Pain point: one choice needed; Back is disabled on the first step.
    await expectStep(page, 0);
    expect(await back(page).isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByText('Choose one to continue.').isVisible()).toBe(true);
    await page.getByLabel('Reporting takes forever').check();
    expect(await next(page).isEnabled()).toBe(true);
    await next(page).click();

    // 2. Tools: at least one.
    await expectStep(page, 1);
    expect(await back(page).isEnabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('QuickBooks').check();
    await page.getByLabel('Slack').check();
    expect(await next(page).isEnabled()).toBe(true);
    await page.getByLabel('Slack').uncheck();
    await page.getByLabel('QuickBooks').uncheck();
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('Slack').check();
    await page.getByLabel('QuickBooks').check();

    // Back keeps the answers of both steps.
    await back(page).click();
    await expectStep(page, 0);
    expect(await checked(page, 'Reporting takes forever')).toBe(true);
    expect(await next(page).isEnabled()).toBe(true);
    await next(page).click();
    await expectStep(page, 1);
    expect(await checked(page, 'QuickBooks')).toBe(true);
    expect(await checked(page, 'Slack')).toBe(true);
    expect(await checked(page, 'Excel / Google Sheets')).toBe(false);
    await next(page).click();

    // 3. Manual process: optional.
    await expectStep(page, 2);
    expect(await next(page).isEnabled()).toBe(true);
    await page.getByLabel('Your current process').fill('I copy every order from e-mail by hand.');
    await next(page).click();

    // The partial saves: three steps done so far.
    await expectStep(page, 3);
    await expect
      .poll(() => storedSubmission(sessionId), { timeout: 10_000 })
      .toMatchObject({
        completedSteps: 3,
        totalSteps: 7,
        painPoint: 'reporting',
        currentTools: ['quickbooks', 'slack'],
        manualProcess: 'I copy every order from e-mail by hand.',
        status: 'new',
      });

    // 4. Team size.
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('2-5 people').check();
    await next(page).click();

    // 5. Success vision: words needed, blanks don't count.
    await expectStep(page, 4);
    expect(await next(page).isDisabled()).toBe(true);
    const vision = page.getByLabel('What success looks like');
    await vision.fill('   ');
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByText('Describe what success looks like to continue.').isVisible()).toBe(
      true,
    );
    await vision.fill('Orders reach QuickBooks on their own.');
    expect(await next(page).isEnabled()).toBe(true);
    await next(page).click();

    // 6. Timeline and budget: both.
    await expectStep(page, 5);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('In 1-2 months').check();
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByLabel('$5,000-$15,000').check();
    expect(await next(page).isEnabled()).toBe(true);
    await next(page).click();

    await expectStep(page, 6);
    await expect
      .poll(() => storedSubmission(sessionId), { timeout: 10_000 })
      .toMatchObject({
        completedSteps: 6,
        teamSize: '2-5',
        successVision: 'Orders reach QuickBooks on their own.',
        timeline: '1-2_months',
        budgetRange: '5k-15k',
      });

    // 7. Contact: a name and a valid address; the submit button replaces Next.
    expect(await next(page).count()).toBe(0);
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('Wren Wizard');
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill('wren@');
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Company (Optional)').fill('Wren Works');
    expect(await submit(page).isEnabled()).toBe(true);
    await submit(page).click();

    const toast = toastTitled(page, "Perfect! We'll be in touch soon.");
    await toast.waitFor();
    expect(
      await toast.getByText("I'll review your workflow and reach out within 24 hours.").count(),
    ).toBe(1);
    await page.getByRole('heading', { name: 'Thanks! Your workflow is in.' }).waitFor();

    expect(await storedSubmission(sessionId)).toMatchObject({
      name: 'Wren Wizard',
      email,
      company: 'Wren Works',
      painPoint: 'reporting',
      currentTools: ['quickbooks', 'slack'],
      manualProcess: 'I copy every order from e-mail by hand.',
      teamSize: '2-5',
      successVision: 'Orders reach QuickBooks on their own.',
      timeline: '1-2_months',
      budgetRange: '5k-15k',
      completedSteps: 7,
      totalSteps: 7,
    });
  });

  it('saves each Next under the tab session, completedSteps counting the steps done', async () => {
    const { page } = await site.desktop();
    await visit(page, '/workflow-wizard');
    const sessionId = await trackedSession(page);

    await page.getByLabel('Inventory tracking').check();
    await next(page).click();
    await expectStep(page, 1);
    await expect
      .poll(() => storedSubmission(sessionId), { timeout: 10_000 })
      .toMatchObject({ completedSteps: 1, painPoint: 'inventory', email: null });

    await page.getByLabel('Shopify').check();
    await next(page).click();
    await expectStep(page, 2);
    await expect
      .poll(async () => (await storedSubmission(sessionId))?.completedSteps, { timeout: 10_000 })
      .toBe(2);
    expect((await storedSubmission(sessionId))?.currentTools).toEqual(['shopify']);
  });

  it('resumes after a reload at the same step, with the answers, saving into the same row', async () => {
    const { page } = await site.desktop();
    await visit(page, '/workflow-wizard');
    const sessionId = await trackedSession(page);
    await page.getByLabel('Manual data entry').check();
    await next(page).click();
    await page.getByLabel('Excel / Google Sheets').check();
    await next(page).click();
    await page.getByLabel('Your current process').fill('Typing invoices twice.');
    await next(page).click();
    await page.getByLabel('Just me').check();
    await next(page).click();
    await page.getByLabel('What success looks like').fill('Invoices type themselves.');
    await next(page).click();
    await page.getByLabel('As soon as possible').check();
    await expectStep(page, 5);

    await page.reload();
    await expectStep(page, 5);
    expect(await checked(page, 'As soon as possible')).toBe(true);
    await page.getByLabel('Not sure yet').check();
    await next(page).click();
    await expectStep(page, 6);
    await back(page).click();
    await back(page).click();
    await expectStep(page, 4);
    expect(await page.getByLabel('What success looks like').inputValue()).toBe(
      'Invoices type themselves.',
    );
    await back(page).click();
    await back(page).click();
    await back(page).click();
    expect(await checked(page, 'Excel / Google Sheets')).toBe(true);
    await back(page).click();
    expect(await checked(page, 'Manual data entry')).toBe(true);

    // The saves after the reload went on into the session's one row.
    await expect
      .poll(() => storedSubmission(sessionId), { timeout: 10_000 })
      .toMatchObject({ completedSteps: 6, timeline: 'asap', budgetRange: 'unsure' });
  });
});
