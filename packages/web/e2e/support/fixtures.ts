/**
 * What a spec file uses: one Chromium per file, and per test a fresh desktop or mobile visitor whose
 * page fails the test on unexpected console errors, uncaught exceptions or Content-Security-Policy
 * violations.
 *
 *   const site = setUpSite();
 *   it('...', async () => {
 *     const { page } = await site.desktop();
 *     await visit(page, '/blog');
 *   });
 */
import type { Browser, BrowserContextOptions, Page, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { desktopContext, launchChromium, mobileContext } from './browser';
import {
  ANONYMOUS_USER_401,
  watchPageErrors,
  type ExpectedProblem,
  type PageErrors,
  type PageProblem,
} from './page-errors';
import type { Credentials } from './server';

export interface Visitor {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
}

export interface VisitorOptions extends BrowserContextOptions {
  /** Console errors this test expects beyond the 401 an anonymous visitor gets. */
  allow?: ExpectedProblem[];
}

const describeProblems = (problems: PageProblem[]) =>
  problems.map((p) => `[${p.kind}] ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n');

export function setUpSite({
  baseUrl: serverUrl = () => inject('baseUrl'),
}: {
  /** Another server than the run's (e.g. one a spec file starts itself), read when a visitor opens. */
  baseUrl?: () => string;
} = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (
    make: typeof desktopContext,
    { allow = [], ...options }: VisitorOptions,
  ): Promise<Visitor> => {
    if (!browser)
      throw new Error('the browser has not started (call setUpSite() at the top level)');
    const context = await make(browser, serverUrl(), options);
    const page = await context.newPage();
    const errors = await watchPageErrors(page, [ANONYMOUS_USER_401, ...allow]);
    onTestFinished(async () => {
      try {
        const unexpected = errors.unexpected();
        expect(unexpected, `unexpected page errors:\n${describeProblems(unexpected)}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
    return { context, page, errors };
  };

  return {
    get baseUrl() {
      return serverUrl();
    },
    /** A desktop visitor (1280x800, desktop Chrome's user agent). */
    desktop: (options: VisitorOptions = {}) => open(desktopContext, options),
    /** A phone visitor (375 px wide, touch). */
    mobile: (options: VisitorOptions = {}) => open(mobileContext, options),
  };
}

/** The admin the global setup created; fails the calling test when the CLI could not create it. */
export function e2eAdmin(): Credentials {
  const reason = inject('adminError');
  if (reason) throw new Error(`no e2e admin: ${reason}`);
  return inject('admin');
}
