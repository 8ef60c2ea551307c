/**
 * The Content-Security-Policy is enforced, not just sent: the public pages, the admin area and the
 * sign-in page run under it with no violation, and a script injected into a page is refused (and
 * would fail any test, as every violation does).
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadingDone, openAdminScreen, waitForHeading } from './support/admin';
import { setUpSite, type Visitor } from './support/fixtures';
import { headings, visit } from './support/pages';
import { FIXTURE_SITE } from './support/site';

const site = setUpSite();

const violations = ({ errors }: Visitor) =>
  errors.all().filter((problem) => problem.kind === 'csp');

/** The document's policy: inline scripts only by hash, never framed. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(policy).toContain("frame-ancestors 'none'");
}

const injected = (page: Page) =>
  page.evaluate(() => {
    const flags = window as unknown as { __injectedScript?: boolean; __injectedHandler?: boolean };
    return { script: flags.__injectedScript === true, handler: flags.__injectedHandler === true };
  });

describe('content security policy', () => {
  it('runs the home page, the calculator and a service dialog with no violation', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    const home = await visit(page, '/');
    expectStrictPolicy(home);
    expect(await headings(page)).toEqual([FIXTURE_SITE.home.hero.headline]);

    expectStrictPolicy(await visit(page, '/calculator'));
    expect(await headings(page)).toEqual(['Check Availability & Cost']);

    // An open Radix dialog adds a <style> element (its scroll lock): the policy must let it apply.
    const service = FIXTURE_SITE.services[0];
    if (!service) throw new Error('expected a service');
    await visit(page, '/services');
    await page
      .getByRole('button', { name: `Learn more about ${service.title}`, exact: true })
      .click();
    await page.getByRole('dialog', { name: service.title }).waitFor();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');
    expect(violations(visitor)).toEqual([]);
  });

  it('runs the sign-in page with its styles, and the admin dashboard and analytics, with no violation', async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    const signInPage = page.waitForResponse((response) =>
      response.url().endsWith('/api/login?returnTo=%2Fadmin%2Fdashboard'),
    );
    await openAdminScreen(visitor, '/admin/dashboard', 'Dashboard');
    expectStrictPolicy(await signInPage);
    await loadingDone(page);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await waitForHeading(page, 'Analytics Dashboard');
    await loadingDone(page);
    expect(violations(visitor)).toEqual([]);
  });

  it("applies the sign-in page's own stylesheet (allowed by its hash)", async () => {
    const visitor = await site.desktop();
    const { page } = visitor;
    expectStrictPolicy(await page.goto('/api/login'));
    const button = page.getByRole('button', { name: 'Sign in' });
    // The page's <style> gives the button its accent colour; a refused stylesheet leaves it grey.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(37, 99, 235)',
    );
    expect(violations(visitor)).toEqual([]);
  });

  it('refuses a script and an event handler injected into a page, and reports both', async () => {
    const visitor = await site.desktop();
    const { page, errors } = visitor;
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScript = true';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injectedHandler = true">';
      document.body.append(holder);
    });
    await expect
      .poll(() =>
        violations(visitor)
          .map((problem) => problem.text.match(/^script-src-(elem|attr) refused/)?.[0])
          .filter(Boolean)
          .sort(),
      )
      .toEqual(['script-src-attr refused', 'script-src-elem refused']);
    expect(await injected(page)).toEqual({ script: false, handler: false });
    // Left unallowed, the violations would fail this test.
    expect(errors.unexpected().filter((problem) => problem.kind === 'csp')).not.toEqual([]);
    errors.allow({ kind: 'csp', text: /script-src/ });
    // The image's own 404.
    errors.allow({ kind: 'console', text: /status of 404/, url: /no-such-image/ });
  });
});
