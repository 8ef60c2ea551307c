/**
 * Issue 32 part 2: the pipeline board. A card moves by keyboard (with an announcement, the focus
 * kept) and by dragging; the stage's count and value follow; a failed save puts the card back; a
 * card opens the person, whose record edits the deal; on a phone, a list grouped by stage where a
 * card's select moves it.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json, PipelineBoard } from '@leadline/domain';
import { ACTION_TIMEOUT_MS, adminApi, adminStorageState, waitForHeading } from './support/admin';
import { setUpSite } from './support/fixtures';
import { toastTitled } from './support/flows';
import { visit } from './support/pages';
import { sendContact, uniqueEmail, uniqueId } from './support/public-data';

const site = setUpSite();
const tag = uniqueId('pipe').slice(-6);
const PEOPLE = {
  keys: { name: `Kay Board ${tag}`, email: uniqueEmail('kay.board'), deal: 2_000 },
  drag: { name: `Dru Drag ${tag}`, email: uniqueEmail('dru.drag'), deal: 7_500 },
  phone: { name: `Pia Phone ${tag}`, email: uniqueEmail('pia.phone'), deal: 1_250 },
} as const;
const ids: Record<keyof typeof PEOPLE, string> = { keys: '', drag: '', phone: '' };
let storageState: Awaited<ReturnType<typeof adminStorageState>>;

const api = () => adminApi(site.baseUrl);
const stageOf = async (personId: string) => {
  const board = await api().get<Json<PipelineBoard>>('/api/admin/pipeline');
  return board.stages.find((column) => column.people.some((card) => card.id === personId))?.stage;
};

beforeAll(async () => {
  storageState = await adminStorageState(site.baseUrl);
  for (const [key, person] of Object.entries(PEOPLE)) {
    await sendContact(site.baseUrl, {
      name: person.name,
      email: person.email,
      company: 'Board Games Ltd',
      message: 'Where do I stand?',
    });
    const board = await api().get<Json<PipelineBoard>>('/api/admin/pipeline');
    const card = board.stages
      .flatMap((column) => column.people)
      .find((item) => item.email === person.email);
    if (!card) throw new Error(`${person.email} is not on the board`);
    ids[key as keyof typeof PEOPLE] = card.id;
    await api().patch(`/api/admin/people/${card.id}`, { dealValue: person.deal });
  }
});

async function openBoard(width: number, height: number, allow: { text: RegExp }[] = []) {
  const visitor =
    width < 768
      ? await site.mobile({ storageState, viewport: { width, height }, allow })
      : await site.desktop({ storageState, viewport: { width, height }, allow });
  const { page } = visitor;
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await visit(page, '/admin/pipeline');
  await waitForHeading(page, 'Pipeline');
  await page.getByRole('region', { name: 'New', exact: true }).waitFor();
  return page;
}

const stage = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const cardIn = (column: Locator, name: string) =>
  column.getByRole('listitem', { name, exact: true });

/** A stage's "3 people · $12,000" as numbers. */
async function figures(column: Locator): Promise<{ count: number; value: number }> {
  const text = (await column.locator('[data-stage-figures]').innerText()).replace(/,/g, '');
  const match = /^(\d+) (?:person|people) · \$(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`unexpected figures: ${text}`);
  return { count: Number(match[1]), value: Number(match[2]) };
}

async function expectFigures(column: Locator, expected: { count: number; value: number }) {
  await expect.poll(() => figures(column)).toEqual(expected);
}

describe('the pipeline board', () => {
  it('moves a card by keyboard, announces it and keeps the focus on it', async () => {
    const page = await openBoard(1440, 900);
    const { name, deal } = PEOPLE.keys;
    const newColumn = stage(page, 'New');
    const contacted = stage(page, 'Contacted');
    const [fromBefore, toBefore] = [await figures(newColumn), await figures(contacted)];

    const handle = cardIn(newColumn, name).getByRole('button', {
      name: `Move ${name}, now at New`,
    });
    await handle.focus();
    await page.keyboard.press('ArrowRight');

    await cardIn(contacted, name).waitFor();
    expect(await cardIn(newColumn, name).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `${name} moved to Contacted.` })
          .count(),
      )
      .toBe(1);
    const moved = cardIn(contacted, name).getByRole('button', {
      name: `Move ${name}, now at Contacted`,
    });
    await expect
      .poll(() => moved.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await toastTitled(page, 'Stage saved').waitFor();
    await expectFigures(newColumn, { count: fromBefore.count - 1, value: fromBefore.value - deal });
    await expectFigures(contacted, { count: toBefore.count + 1, value: toBefore.value + deal });
    expect(await stageOf(ids.keys)).toBe('contacted');

    // Arrow left takes it back.
    await page.keyboard.press('ArrowLeft');
    await cardIn(newColumn, name).waitFor();
    await expect.poll(() => stageOf(ids.keys)).toBe('new');
  });

  it('moves a card by dragging it onto another stage', async () => {
    const page = await openBoard(1440, 900);
    const { name, deal } = PEOPLE.drag;
    const won = stage(page, 'Won');
    const wonBefore = await figures(won);
    const card = cardIn(stage(page, 'New'), name);
    const from = (await card.getByText('$7,500', { exact: true }).boundingBox())!;
    const to = (await won.getByRole('heading', { name: 'Won' }).boundingBox())!;

    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();

    await cardIn(won, name).waitFor();
    await expectFigures(won, { count: wonBefore.count + 1, value: wonBefore.value + deal });
    await toastTitled(page, 'Stage saved').waitFor();
    expect(await stageOf(ids.drag)).toBe('won');
    // The drag did not also open the person.
    expect(new URL(page.url()).pathname).toBe('/admin/pipeline');
  });

  it('puts the card back when the move cannot be saved', async () => {
    const page = await openBoard(1440, 900, [{ text: /status of 500/ }]);
    const { name } = PEOPLE.drag;
    await page.route('**/api/admin/people/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Down"}' })
        : route.fallback(),
    );
    await cardIn(stage(page, 'Won'), name)
      .getByRole('combobox', { name: `Stage of ${name}` })
      .selectOption('lost');
    await toastTitled(page, `${name} was not moved to Lost.`).waitFor();
    await cardIn(stage(page, 'Won'), name).waitFor();
    expect(await cardIn(stage(page, 'Lost'), name).count()).toBe(0);
    expect(await stageOf(ids.drag)).toBe('won');
  });

  it('opens the person from a card, where the deal is edited and the move is on the timeline', async () => {
    const page = await openBoard(1440, 900);
    const { name } = PEOPLE.drag;
    await cardIn(stage(page, 'Won'), name).getByRole('link', { name }).click();
    await waitForHeading(page, name);
    const deal = page.getByRole('form', { name: 'Deal' });
    await deal.getByLabel('Deal value ($)').fill('9,900');
    await deal.getByLabel('Expected close').fill('2027-03-31');
    await deal.getByRole('button', { name: 'Save Deal' }).click();
    await toastTitled(page, 'Deal saved').waitFor();
    expect(await page.getByText('Stage: New → Won').count()).toBeGreaterThan(0);
    const person = await api().get<{ person: { dealValue: number; expectedCloseAt: string } }>(
      `/api/admin/people/${ids.drag}`,
    );
    expect(person.person).toMatchObject({ dealValue: 9_900, expectedCloseAt: '2027-03-31' });
  });
});

describe('the pipeline on a phone', () => {
  it('is a list grouped by stage, without sideways scrolling, where a select moves a card', async () => {
    const page = await openBoard(390, 844);
    const { name, deal } = PEOPLE.phone;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const proposal = stage(page, 'Proposal sent');
    const before = await figures(proposal);
    const select = cardIn(stage(page, 'New'), name).getByRole('combobox', {
      name: `Stage of ${name}`,
    });
    await select.scrollIntoViewIfNeeded();
    await select.selectOption('proposal_sent');
    await cardIn(proposal, name).waitFor();
    await expectFigures(proposal, { count: before.count + 1, value: before.value + deal });
    await toastTitled(page, 'Stage saved').waitFor();
    expect(await stageOf(ids.phone)).toBe('proposal_sent');
  });
});
