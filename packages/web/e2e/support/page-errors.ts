/**
 * Console errors, uncaught exceptions and Content-Security-Policy violations of a page. React reports
 * hydration mismatches as console errors, so a test that loads a page through the harness fails on
 * any of them it did not expect.
 */
import type { Page } from 'playwright-core';

export interface PageProblem {
  /** 'csp': a violation of the page's Content-Security-Policy (the browser's event or its console line). */
  kind: 'console' | 'pageerror' | 'crash' | 'csp';
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

// A violation is allowed only by name: an allowance for console errors in general never covers one.
const matches = (problem: PageProblem, expected: ExpectedProblem) =>
  (expected.kind === problem.kind || (expected.kind === undefined && problem.kind !== 'csp')) &&
  (expected.text === undefined || expected.text.test(problem.text)) &&
  (expected.url === undefined || expected.url.test(problem.url));

/** Chromium's console line for a violation: "Refused to execute inline script because it violates ...". */
const CSP_CONSOLE_LINE = /Content Security Policy/;

/** What the page's `securitypolicyviolation` listener hands over. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
  document: string;
}

const VIOLATION_BINDING = '__e2eCspViolation';

export async function watchPageErrors(
  page: Page,
  allowed: ExpectedProblem[] = [],
): Promise<PageErrors> {
  const problems: PageProblem[] = [];
  const expected = [...allowed];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const kind = CSP_CONSOLE_LINE.test(text) ? 'csp' : 'console';
    problems.push({ kind, text, url: message.location().url });
  });
  // Every violation fires this event, also those the console might word differently or not show.
  await page.exposeBinding(VIOLATION_BINDING, (_source, violation: Violation) => {
    problems.push({
      kind: 'csp',
      text: `${violation.directive} refused ${violation.blocked || 'an inline resource'}${violation.source ? ` (from ${violation.source})` : ''}`,
      url: violation.document,
    });
  });
  // Injected through the DevTools protocol, so the policy under test does not apply to it.
  await page.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: Violation) => void>)[
          binding
        ];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          document: event.documentURI,
        });
      },
      true,
    );
  }, VIOLATION_BINDING);
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
