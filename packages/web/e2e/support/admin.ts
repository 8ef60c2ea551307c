/**
 * The admin area in the browser: signing in through the form and opening a screen, reading what the
 * admin API stored (to check that the screen did not lie), the controls the screens share, and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { ListPage } from '@leadline/domain';
import { postSignIn, signInCookie } from './api';
import { DESKTOP_USER_AGENT } from './browser';
import { e2eAdmin, type Visitor } from './fixtures';
import { waitForHydration } from './pages';
import type { Credentials } from './server';

/** The viewer the global setup created (signed in, not an admin); fails the test when it is missing. */
export function e2eViewer(): Credentials {
  const reason = inject('viewerError');
  if (reason) throw new Error(`no e2e viewer: ${reason}`);
  return inject('viewer');
}

/** How long one wait or action of an admin spec may take. */
export const ACTION_TIMEOUT_MS = 15_000;

/** The screens of the admin area, with their <h1>. */
export const ADMIN_SCREENS = [
  { path: '/admin/dashboard', heading: 'Dashboard' },
  { path: '/admin/analytics', heading: 'Analytics Dashboard' },
  { path: '/admin/hot-leads', heading: 'Hot Leads Dashboard' },
  { path: '/admin/warm-leads', heading: 'Warm Leads' },
  { path: '/admin/leads', heading: 'Calculator Leads' },
  { path: '/admin/contacts', heading: 'Contact Messages' },
  { path: '/admin/workflow-submissions', heading: 'Workflow Submissions' },
  { path: '/admin/people', heading: 'People' },
  { path: '/admin/pipeline', heading: 'Pipeline' },
  { path: '/admin/outbox', heading: 'Outbox' },
  { path: '/admin/subscribers', heading: 'Subscribers' },
  { path: '/admin/integrations', heading: 'Integrations' },
  { path: '/admin/settings', heading: 'Settings' },
] as const;

let adminCookie: Promise<string> | undefined;

/** The admin API as the e2e admin (signed in once per spec file, through POST /api/login). */
export const adminApi = (baseUrl: string) => {
  const cookie = () => (adminCookie ??= signInCookie(baseUrl, e2eAdmin()));
  const call = async <T>(method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: await cookie(),
        origin: baseUrl,
        'user-agent': DESKTOP_USER_AGENT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const get = <T>(path: string) => call<T>('GET', path);
  return {
    get,
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    /** The row with this id of a paged admin list (e.g. /api/admin/submissions/leads) as stored now. */
    stored: async <T extends { id: string }>(list: string, id: string): Promise<T | undefined> => {
      for (let offset = 0; ; offset += 100) {
        const page = await get<ListPage<T>>(`${list}?limit=100&offset=${offset}`);
        const found = page.items.find((item) => item.id === id);
        if (found || page.items.length < 100) return found;
      }
    },
    /** The raw answer (for the CSV exports). */
    fetch: async (path: string) =>
      fetch(`${baseUrl}${path}`, {
        headers: { cookie: await cookie(), 'user-agent': DESKTOP_USER_AGENT },
      }),
  };
};

/**
 * A browser context's storage signed in as the e2e admin: the cookies POST /api/login (the sign-in
 * form's request) sets, as it sets them, for specs that open many screens (the form has its own tests).
 */
export async function adminStorageState(baseUrl: string) {
  const response = await postSignIn(baseUrl, e2eAdmin());
  const { hostname } = new URL(baseUrl);
  return {
    cookies: response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      const has = (flag: string) => attributes.some((a) => a.toLowerCase() === flag);
      return {
        name,
        value: value.join('='),
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: has('httponly'),
        secure: has('secure'),
        sameSite: 'Lax' as const,
      };
    }),
    origins: [],
  };
}

/** The admin's list row holding `text` (an e-mail address, usually). */
export const rowWith = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** Waits for the screen's heading, past the gate's 'Loading...'. */
export async function waitForHeading(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** Waits until no part of the screen says 'Loading...' (each report or list says so until its data renders). */
export async function loadingDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /Loading/ })
        .count(),
    )
    .toBe(0);
}

/**
 * Signs the visitor in as the e2e admin through the sign-in form (POST /api/login), which returns the
 * page to `path`; waits for the screen's heading.
 */
export async function openAdminScreen(
  { page }: Visitor,
  path: string,
  heading: string,
): Promise<void> {
  // Below the test's own 30 s: a wait that fails says what it waited for instead of timing out the test.
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await page.goto(`/api/login?returnTo=${encodeURIComponent(path)}`);
  const { email, password } = e2eAdmin();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}` === path),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await waitForHydration(page);
  await waitForHeading(page, heading);
}

/** The next GET of the admin API path `pathname` the page makes (any query), as JSON. */
export function nextAnswer<T>(
  page: Page,
  pathname: string,
  query?: (params: URLSearchParams) => boolean,
): Promise<T> {
  return page
    .waitForResponse((response: Response) => {
      const url = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        url.pathname === pathname &&
        (query?.(url.searchParams) ?? true)
      );
    })
    .then(async (response): Promise<T> => {
      expect(response.status(), `GET ${response.url()}`).toBe(200);
      try {
        return (await response.json()) as T;
      } catch (error) {
        // The document navigated before the body was read (the sign-in's redirect landing while a
        // page still asked): the body is gone, and the next page asks again.
        if (/navigated away/.test(String(error))) return nextAnswer<T>(page, pathname, query);
        throw error;
      }
    });
}

/** Chooses `option` in the Radix select named `label` (within `scope`). */
export async function choose(
  scope: Page | Locator,
  label: string,
  option: string,
  page: Page = 'page' in scope ? scope.page() : scope,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** The text of a Radix select's trigger (the chosen option). */
export const selectedText = async (scope: Page | Locator, label: string): Promise<string> =>
  ((await scope.getByRole('combobox', { name: label }).textContent()) ?? '').trim();

/** axe-core on the page as it is: each violation with up to five of its nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n'),
  );
}

/** The <dd> of the <dt> whose text is `term`, within `scope`. */
export const definition = (scope: Page | Locator, term: string): Locator =>
  scope
    .locator('dt')
    .filter({
      hasText: new RegExp(`^\\s*${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i'),
    })
    .locator('xpath=following-sibling::dd[1]');

/** RFC 4180 text (quoted fields may hold commas, quotes and line breaks) as rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Collapses whitespace, for comparing an element's text. */
export const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();
