/** axe-core on every admin screen with data on it, and on its dialogs, in the light and dark themes. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_TIMEOUT_MS,
  ADMIN_SCREENS,
  adminStorageState,
  axeViolations,
  rowWith,
  loadingDone,
  waitForHeading,
} from './support/admin';
import { setUpSite } from './support/fixtures';
import { storeTheme, visit } from './support/pages';
import {
  sendContact,
  sendEvents,
  startSession,
  submitLead,
  submitWorkflow,
  uniqueEmail,
  uniqueId,
} from './support/public-data';

const site = setUpSite();

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const email = uniqueEmail('axe');
/** The stored rows' ids: a list opened at `#<id>` shows the row's page, however many rows other specs add. */
const ids = { lead: '', contact: '', workflow: '' };

/** The screen settled: no loading text left, nothing more on its way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await loadingDone(page);
}

async function expectNoViolations(page: Page, theme: Theme) {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}

let storageState: Awaited<ReturnType<typeof adminStorageState>>;

/** The screen in a context already signed in (the sign-in form has its own tests). */
async function openInTheme(theme: Theme, path: string, heading: string, mobile = false) {
  const visitor = mobile
    ? await site.mobile({ storageState })
    : await site.desktop({ storageState });
  visitor.page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await storeTheme(visitor.context, theme);
  await visit(visitor.page, path);
  await waitForHeading(visitor.page, heading);
  await settled(visitor.page);
  return visitor.page;
}

describe('admin accessibility (axe-core)', () => {
  beforeAll(async () => {
    storageState = await adminStorageState(site.baseUrl);
    // Something in every list: a lead with notes to be, a message, a questionnaire, a warm and a hot visitor.
    const warm = await startSession(site.baseUrl);
    await sendEvents(site.baseUrl, warm, ['SERVICES_PAGE_VIEWED', 'PRICING_DISCUSSED']);
    ({ id: ids.lead } = await submitLead(site.baseUrl, {
      email,
      features: ['auth', 'chat', 'api', 'search'],
      sessionId: warm,
    }));
    const hot = await startSession(site.baseUrl);
    await sendEvents(site.baseUrl, hot, [
      'SERVICES_PAGE_VIEWED',
      'CONTACT_FORM_STARTED',
      'PRICING_DISCUSSED',
      'CALCULATOR_STARTED',
      'PORTFOLIO_VIEWED',
      { eventType: 'EMAIL_CAPTURED', metadata: { email } },
    ]);
    ({ id: ids.contact } = await sendContact(site.baseUrl, {
      name: 'Axel Axe',
      email,
      company: 'Axe Co',
      message: 'Hi',
    }));
    ({ id: ids.workflow } = await submitWorkflow(site.baseUrl, {
      sessionId: uniqueId('wizard'),
      completedSteps: 7,
      painPoint: 'data_entry',
      currentTools: ['excel'],
      teamSize: 'just_me',
      successVision: 'Less typing',
      timeline: 'asap',
      budgetRange: 'unsure',
      name: 'Axel Axe',
      email,
    }));
  });

  for (const theme of THEMES) {
    it.each(ADMIN_SCREENS)(
      `$path has no violations in the ${theme} theme`,
      async ({ path, heading }) => {
        const page = await openInTheme(theme, path, heading);
        await expectNoViolations(page, theme);
      },
    );

    it(`the admin dialogs have no violations in the ${theme} theme`, async () => {
      const leads = await openInTheme(theme, `/admin/leads#${ids.lead}`, 'Calculator Leads');
      await rowWith(leads, email).getByRole('button', { name: /Notes/ }).click();
      await leads.getByRole('dialog', { name: 'Edit Notes' }).waitFor();
      await expectNoViolations(leads, theme);

      const contacts = await openInTheme(
        theme,
        `/admin/contacts#${ids.contact}`,
        'Contact Messages',
      );
      await rowWith(contacts, email)
        .getByRole('button', { name: /View full message/ })
        .click();
      await contacts.getByRole('dialog', { name: 'Full Message' }).waitFor();
      await expectNoViolations(contacts, theme);

      const hot = await openInTheme(theme, '/admin/hot-leads', 'Hot Leads Dashboard');
      await rowWith(hot, email).getByRole('button', { name: /more/ }).click();
      await hot.getByRole('dialog', { name: 'Hot Lead Details' }).waitFor();
      await expectNoViolations(hot, theme);

      const warm = await openInTheme(theme, '/admin/warm-leads', 'Warm Leads');
      await rowWith(warm, email)
        .getByRole('button', { name: /View Session/ })
        .click();
      await warm.getByRole('dialog', { name: 'Session Timeline' }).getByRole('table').waitFor();
      await expectNoViolations(warm, theme);

      const workflow = await openInTheme(
        theme,
        `/admin/workflow-submissions#${ids.workflow}`,
        'Workflow Submissions',
      );
      await rowWith(workflow, email).getByRole('button', { name: /^View/ }).click();
      await workflow.getByRole('dialog', { name: 'Workflow Submission Details' }).waitFor();
      await expectNoViolations(workflow, theme);

      const phone = await openInTheme(theme, '/admin/dashboard', 'Dashboard', true);
      await phone.locator('button[aria-label="Open admin menu"]').tap();
      await phone.getByRole('dialog', { name: 'Admin menu' }).waitFor();
      await expectNoViolations(phone, theme);
    }, 60_000);
  }
});
