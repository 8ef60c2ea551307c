/**
 * Console errors and uncaught exceptions of a page. React reports hydration mismatches this way, so
 * a test that loads a page through the harness fails on any of them it did not expect.
 */
import type { Page } from 'playwright-core';

export interface PageProblem {
  kind: 'console' | 'pageerror' | 'crash';
  text: string;
  /** The script or resource the message points at, when the browser says. */
  url: string;
}

export interface ExpectedProblem {
  kind?: PageProblem['kind'];
  text?: RegExp;
  url?: RegExp;
}

/** Expected on every public page for now: the header asks who is signed in; anonymous is a 401. */
export const ANONYMOUS_USER_401: ExpectedProblem = {
  kind: 'console',
  text: /status of 401/,
  url: /\/api\/auth\/user$/,
};

/** The browser's own line for a page answered 404 (the not-found page itself). */
export const DOCUMENT_404: ExpectedProblem = { kind: 'console', text: /status of 404/ };

export interface PageErrors {
  all(): PageProblem[];
  unexpected(): PageProblem[];
  allow(expected: ExpectedProblem): void;
}

const matches = (problem: PageProblem, expected: ExpectedProblem) =>
  (expected.kind === undefined || expected.kind === problem.kind) &&
  (expected.text === undefined || expected.text.test(problem.text)) &&
  (expected.url === undefined || expected.url.test(problem.url));

export function watchPageErrors(page: Page, allowed: ExpectedProblem[] = []): PageErrors {
  const problems: PageProblem[] = [];
  const expected = [...allowed];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    problems.push({ kind: 'console', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() });
  });
  page.on('crash', () =>
    problems.push({ kind: 'crash', text: 'the page crashed', url: page.url() }),
  );
  return {
    all: () => [...problems],
    unexpected: () => problems.filter((problem) => !expected.some((e) => matches(problem, e))),
    allow: (problem) => void expected.push(problem),
  };
}
