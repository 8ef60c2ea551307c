/**
 * Booking a call on /book, end to end, against a server of its own (a fresh database: the fresh
 * install's availability, weekdays 09:00-17:00 in TIME_ZONE from the next working day) that sends
 * its mails to an SMTP server in this process: the visitor books the first slot in their own time
 * zone, the invitation carries a VEVENT of that slot, the person is at "Call booked", the owner's
 * feed lists the call, a time taken meanwhile is refused, the mail's manage link cancels it (on a
 * 390 px phone), and the hours saved in Settings are what /book offers. Any console error (a
 * hydration mismatch) fails the test.
 */
import {
  addDays,
  zoneDate,
  zoneInstant,
  type BookingCreated,
  type Json,
  type ListPage,
  type PersonRecord,
  type PersonSummary,
} from '@leadline/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminApi,
  adminStorageState,
  axeViolations,
  loadingDone,
  selectedText,
  waitForHeading,
} from './support/admin';
import { setUpSite, type Visitor } from './support/fixtures';
import { toastTitled, trackedSession } from './support/flows';
import { startMailServer, type TestMailServer } from './support/mail-server';
import { headings, visit } from './support/pages';
import { uniqueEmail } from './support/public-data';
import { startLeadline, type RunningLeadline } from './support/server';

const OWNER_ZONE = 'Europe/Berlin';
const VISITOR_ZONE = 'America/New_York';
const OWNER_EMAIL = 'owner@e2e.example.com';
const DAY_GROUP = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /;

let server: RunningLeadline | undefined;
let mail: TestMailServer | undefined;
beforeAll(async () => {
  mail = await startMailServer();
  server = await startLeadline({
    admin: inject('admin'),
    env: { SMTP_URL: mail.url, TIME_ZONE: OWNER_ZONE, NOTIFY_EMAIL: OWNER_EMAIL },
  });
  if (server.adminError) throw new Error(server.adminError);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const serverUrl = () => {
  if (!server) throw new Error('the booking server has not started');
  return server.url;
};
const site = setUpSite({ baseUrl: serverUrl });
const visitorOptions = { timezoneId: VISITOR_ZONE };

/** The fresh install's first slot: 09:00 in the owner's zone on the next working day. */
function firstDefaultSlot(now = Date.now()): number {
  let date = zoneDate(now, OWNER_ZONE);
  do date = addDays(date, 1);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()));
  return zoneInstant(date, 9 * 60, OWNER_ZONE);
}

const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const spaced = (text: string) => text.replace(/\s/g, ' ').trim();
const isFocused = (page: Page, name: string) =>
  page.getByRole('heading', { name }).evaluate((element) => element === document.activeElement);

const visitorTime = (instant: number | string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: VISITOR_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));

/**
 * Books the first slot /book offers (`expectStart`: checked to be that instant); answers the API's
 * answer.
 */
async function bookFirstSlot(
  { page }: Visitor,
  email: string,
  expectStart?: number,
): Promise<BookingCreated> {
  await visit(page, '/book');
  expect(await headings(page)).toEqual(['Book a Call']);
  expect(await page.title()).toMatch(/^Book a Call \| /);
  await page.getByText('America/New York (Eastern').waitFor();
  const slot = page.getByRole('group', { name: DAY_GROUP }).first().getByRole('button').first();
  const label = spaced((await slot.textContent()) ?? '');
  if (expectStart !== undefined) expect(label).toBe(spaced(visitorTime(expectStart)));
  let found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
  await slot.click();
  await expect.poll(() => isFocused(page, 'Your details')).toBe(true);
  await page.getByLabel('Name', { exact: true }).fill('Bea Booker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Note (optional)').fill('About a booking app');
  found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
  const sessionId = await trackedSession(page);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/booking') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Book the call' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ email, sessionId });
  const created = (await response.json()) as BookingCreated;
  expect(spaced(visitorTime(created.start))).toBe(label);
  if (expectStart !== undefined) expect(Date.parse(created.start)).toBe(expectStart);
  await page.getByRole('heading', { name: 'Your call is booked!' }).waitFor();
  await expect.poll(() => isFocused(page, 'Your call is booked!')).toBe(true);
  expect(await page.getByText('Check your inbox for the invitation').isVisible()).toBe(true);
  return created;
}

/** The visitor's invitation: its calendar part, and the token of its manage link. */
async function invitationTo(email: string) {
  const [invite] = await mail!.waitFor((m) => m.to.includes(email));
  const calendar = invite!.parsed.attachments.find((part) => part.contentType === 'text/calendar');
  const token = /\/book\/manage#token=([A-Za-z0-9_-]{43})/.exec(invite!.text)?.[1];
  return { ics: calendar?.content.toString('utf8') ?? '', token };
}

describe('/book', () => {
  it('books the next working day, mails a VEVENT, moves the person and fills the feed', async () => {
    const visitor = await site.desktop(visitorOptions);
    const email = uniqueEmail('booker');
    const booked = await bookFirstSlot(visitor, email, firstDefaultSlot());

    const { ics, token } = await invitationTo(email);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${icsTime(booked.start)}`);
    expect(ics).toContain(`DTEND:${icsTime(booked.end)}`);
    expect(token).toBeDefined();

    const admin = adminApi(serverUrl());
    const people = await admin.get<ListPage<Json<PersonSummary>>>('/api/admin/people?limit=100');
    const person = people.items.find((item) => item.email === email);
    expect(person).toBeDefined();
    const record = await admin.get<Json<PersonRecord>>(`/api/admin/people/${person!.id}`);
    expect(record.person.stage).toBe('call_booked');

    // The person's record says so, and the owner's feed has the call (its URL as Settings shows it).
    const owner = await site.desktop({ storageState: await adminStorageState(serverUrl()) });
    await visit(owner.page, `/admin/people/${person!.id}`);
    await owner.page.getByRole('combobox', { name: 'Stage' }).waitFor();
    expect(await selectedText(owner.page, 'Stage')).toBe('Call booked');
    await visit(owner.page, '/admin/settings');
    await waitForHeading(owner.page, 'Settings');
    await loadingDone(owner.page);
    const feedUrl = await owner.page.getByLabel('Calendar feed URL').inputValue();
    expect(await owner.page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe(
      OWNER_ZONE,
    );
    const feed = await fetch(`${serverUrl()}${new URL(feedUrl).pathname}`);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(`DTSTART:${icsTime(booked.start)}`);
  });

  it('sends the visitor back to fresh times when theirs was just taken', async () => {
    const { page } = await site.desktop({
      ...visitorOptions,
      allow: [{ kind: 'console', text: /409/ }],
    });
    await visit(page, '/book');
    // The earliest free time, on screen and in the API.
    const slot = page.getByRole('group', { name: DAY_GROUP }).first().getByRole('button').first();
    const label = spaced((await slot.textContent()) ?? '');
    await slot.click();
    await page.getByLabel('Name', { exact: true }).fill('Second Guest');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('late'));
    // Someone else books that time first.
    const other = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/booking/slots?days=14')).json()) as {
        slots: { start: string }[];
      };
      const response = await fetch('/api/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          start: answer.slots[0]?.start,
          name: 'Quick',
          email: 'quick@e2e.example.com',
        }),
      });
      return { status: response.status, start: answer.slots[0]?.start ?? '' };
    });
    expect(spaced(visitorTime(other.start))).toBe(label);
    expect(other.status).toBe(201);
    await page.getByRole('button', { name: 'Book the call' }).click();
    await page.getByText('That time was just taken — pick another').waitFor();
    await expect.poll(() => isFocused(page, 'Pick a time')).toBe(true);
    const first = page.getByRole('group', { name: DAY_GROUP }).first();
    await expect.poll(async () => first.getByRole('button', { name: label }).count()).toBe(0);
  });

  it('cancels from the mail link on a 390 px phone', async () => {
    const visitor = await site.mobile({ ...visitorOptions, viewport: { width: 390, height: 844 } });
    const { page } = visitor;
    const email = uniqueEmail('phone');
    await bookFirstSlot(visitor, email);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const { token } = await invitationTo(email);

    await page.goto(`/book/manage#token=${token}`);
    await page.getByRole('heading', { name: /^Your call with / }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this call?' });
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, cancel the call' }).click();
    await page.getByRole('heading', { name: 'This call is cancelled' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const answer = await fetch(`${serverUrl()}/api/booking/manage/${token}`);
    expect(((await answer.json()) as { status: string }).status).toBe('cancelled');
  });

  it("offers the owner's saved hours: a new meeting length, saved in Settings", async () => {
    const { page } = await site.desktop({ storageState: await adminStorageState(serverUrl()) });
    await visit(page, '/admin/settings');
    await waitForHeading(page, 'Settings');
    await loadingDone(page);
    await page.getByLabel('Meeting length (minutes)').fill('60');
    await page.getByRole('button', { name: 'Save booking hours' }).click();
    await toastTitled(page, 'Booking hours saved').waitFor();
    const answer = await fetch(`${serverUrl()}/api/booking/slots?days=14`);
    const { slots } = (await answer.json()) as { slots: { start: string; end: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
  });
});
