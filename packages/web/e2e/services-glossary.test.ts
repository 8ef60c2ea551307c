/**
 * The service modal (its three ways out, focus back on the card's button) and the glossary hover card
 * (on a 200 ms hover, on keyboard focus; definition and example).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseRichText } from '@leadline/domain/site-content';
import { setUpSite } from './support/fixtures';
import { isFocused, pauseClock, runClockUntil } from './support/flows';
import { visit } from './support/pages';
import { FIXTURE_SITE } from './support/site';

const site = setUpSite();

const learnMore = (page: Page, title: string) =>
  page.getByRole('button', { name: `Learn more about ${title}`, exact: true });

const entry = (term: string) => {
  const found = FIXTURE_SITE.glossary.find((candidate) => candidate.term === term);
  if (!found) throw new Error(`no glossary entry ${term}`);
  return found;
};

/** The hover card showing `term`'s definition (Radix renders it in a portal, outside the text). */
const hoverCard = (page: Page, term: string) =>
  page.locator('[data-radix-popper-content-wrapper]').filter({ hasText: entry(term).definition });

// The first service's description marks "webhooks" as the glossary's webhook.
const WEBHOOK = 'webhook';
const webhooks = (page: Page) =>
  page.getByRole('button', { name: 'webhooks', exact: true }).first();

async function openModal(page: Page, title: string, how: 'click' | 'keyboard') {
  const button = learnMore(page, title);
  if (how === 'click') await button.click();
  else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('service modal', () => {
  const [first, second, third] = FIXTURE_SITE.services;
  if (!first || !second || !third) throw new Error('expected at least three services');

  it('shows the service: description, ideal for, examples, what you get, timeline, range, links', async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    const dialog = await openModal(page, second.title, 'click');
    for (const text of [
      second.tagline,
      `Ideal for: ${second.idealFor}`,
      ...second.examples,
      ...second.whatYouGet,
      second.timeline,
      second.price,
    ]) {
      expect(await dialog.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    expect(
      await dialog.getByRole('link', { name: 'Get a Cost Estimate' }).getAttribute('href'),
    ).toBe('/calculator');
    expect(
      await dialog.getByRole('link', { name: 'Discuss My Workflow' }).getAttribute('href'),
    ).toBe('/workflow-wizard');
  });

  it('closes with its close button, returning focus to the card', async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    const dialog = await openModal(page, first.title, 'click');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(learnMore(page, first.title))).toBe(true);
  });

  it('closes on a click outside, returning focus to the card', async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    const dialog = await openModal(page, second.title, 'click');
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    // Left of the centred dialog, on the overlay.
    await page.mouse.click(Math.max(5, box.x / 2), box.y + box.height / 2);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(learnMore(page, second.title))).toBe(true);
  });

  it('opened from the keyboard, focuses itself, not its first glossary term; Escape closes a card, then the modal', async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    // The third service's description starts with a glossary term: the modal's first focusable.
    const [firstTerm] = parseRichText(third.body).flatMap((part) =>
      part.kind === 'term' ? [part] : [],
    );
    if (!firstTerm) throw new Error(`${third.title}: expected a glossary term in the description`);
    // A visitor who has read a definition on the page: the card's code is loaded, so a term that
    // took the focus would open its card at once.
    await webhooks(page).hover();
    await hoverCard(page, WEBHOOK).waitFor();
    await page.mouse.move(5, 5);
    await hoverCard(page, WEBHOOK).waitFor({ state: 'detached' });

    const dialog = await openModal(page, third.title, 'keyboard');
    await expect.poll(() => isFocused(dialog)).toBe(true);
    expect(await page.locator('[data-radix-popper-content-wrapper]').count()).toBe(0);

    // Tab reaches the term, whose card opens; Escape closes the card, then the modal.
    await page.keyboard.press('Tab');
    const term = dialog.getByRole('button', { name: firstTerm.text, exact: true });
    const card = hoverCard(page, firstTerm.term);
    await card.waitFor();
    await expect.poll(() => isFocused(term)).toBe(true);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await isFocused(term)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(learnMore(page, third.title))).toBe(true);
  });

  it('opens from the home page grid too, and closes with Escape', async () => {
    const { page } = await site.mobile();
    await visit(page, '/');
    const button = learnMore(page, first.title);
    await button.tap();
    const dialog = page.getByRole('dialog', { name: first.title });
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('glossary hover card', () => {
  const TERM = WEBHOOK;
  const termButton = webhooks;

  it('opens after a 200 ms hover with the definition and example, and closes on leave', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    await visit(page, '/services');
    await pauseClock(page);

    await termButton(page).hover();
    await page.clock.runFor(150);
    expect(await hoverCard(page, TERM).count()).toBe(0);
    await runClockUntil(page, () => hoverCard(page, TERM).isVisible(), { step: 20 });
    const card = hoverCard(page, TERM);
    expect(await card.getByText(TERM, { exact: true }).count()).toBe(1);
    expect(await card.getByText(entry(TERM).example).count()).toBe(1);
    expect(await card.getByText('Example:').count()).toBe(1);

    await page.mouse.move(5, 5);
    await runClockUntil(page, async () => (await hoverCard(page, TERM).count()) === 0, {
      step: 20,
    });
  });

  it('does not open when the pointer only passes over the term', async () => {
    const { page } = await site.desktop();
    await page.clock.install();
    await visit(page, '/services');
    await pauseClock(page);

    await termButton(page).hover();
    await page.clock.runFor(100);
    await page.mouse.move(5, 5);
    await page.clock.runFor(1_000);
    expect(await hoverCard(page, TERM).count()).toBe(0);
  });

  it('opens on keyboard focus (Tab) and keeps the focus on the term', async () => {
    const { page } = await site.desktop();
    await visit(page, '/services');
    const term = termButton(page);
    // Tab from the top of the page until the term has the focus.
    await expect
      .poll(
        async () => {
          if (await isFocused(term)) return true;
          await page.keyboard.press('Tab');
          return isFocused(term);
        },
        { timeout: 15_000, interval: 0 },
      )
      .toBe(true);
    const card = hoverCard(page, TERM);
    await card.waitFor();
    expect(await card.getByText(entry(TERM).example).count()).toBe(1);
    await expect.poll(() => isFocused(termButton(page))).toBe(true);
  });
});
