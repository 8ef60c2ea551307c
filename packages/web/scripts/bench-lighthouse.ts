/**
 * The performance budget, measured: Lighthouse 12 (its default config: a mobile device with simulated
 * throttling) against the real built server, one audit at a time, on every public page (the
 * prerender's list, PUBLIC_PATHS). Prints one row per page (Performance, TBT, LCP, the JavaScript a
 * browser receives brotli-compressed, Accessibility, Best Practices, SEO), marks each value over its
 * budget with "!", lists the failing audits of a page that misses, and exits 1 when a budget is missed.
 *
 *   npm run bench   (in packages/web; builds what is stale first; nothing else should load the machine)
 *   npm run bench -- /privacy /calculator   (only the pages named)
 *
 * The full reports are written to build/lighthouse/<page>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { ensureBuilt } from '../e2e/support/build';
import { WEB_ROOT } from '../e2e/support/paths';
import { startLeadline } from '../e2e/support/server';
import { pathToFileURL } from 'node:url';
import { brotliBytes, KB, type Measured, misses, scriptUrls } from './lighthouse-budgets';

const REPORT_DIR = path.join(WEB_ROOT, 'build/lighthouse');

/** The pages the build prerendered: the list its prerender step walked (src/lib/site-files.ts). */
async function prerenderedPages(): Promise<{
  PUBLIC_PATHS: readonly string[];
  NOINDEX_PATHS: readonly string[];
}> {
  const entry = path.join(WEB_ROOT, 'build/prerender/entry-server.js');
  return (await import(pathToFileURL(entry).href)) as {
    PUBLIC_PATHS: readonly string[];
    NOINDEX_PATHS: readonly string[];
  };
}

async function audit(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const categoryScore = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

async function measure(page: string, noindex: boolean, lhr: Result): Promise<Measured> {
  let jsBytes = 0;
  for (const url of scriptUrls(lhr)) jsBytes += await brotliBytes(url);
  return {
    page,
    noindex,
    lhr,
    performance: categoryScore(lhr, 'performance'),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    jsBytes,
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
  };
}

const show = (value: number | null, format: (value: number) => string = String) =>
  value === null ? 'n/a' : format(value);

function printTable(rows: Measured[]): string[] {
  const all: string[] = [];
  const width = Math.max(...rows.map((row) => row.page.length), 4) + 2;
  const columns = ['Performance', 'TBT', 'LCP', 'JS (brotli)', 'A11y', 'BP', 'SEO'];
  console.log(`\nLighthouse 12.8.2, default config (mobile, simulated throttling)\n`);
  console.log('page'.padEnd(width) + columns.map((column) => column.padEnd(14)).join(''));
  console.log('-'.repeat(width + 14 * columns.length));
  for (const row of rows) {
    const missed = misses(row);
    all.push(...missed.map((miss) => `${row.page}: ${miss.text}`));
    const flag = (key: string, text: string) =>
      (missed.some((miss) => miss.key === key) ? `${text} !` : text).padEnd(14);
    console.log(
      row.page.padEnd(width) +
        flag('performance', show(row.performance)) +
        flag(
          'tbt',
          show(row.tbtMs, (ms) => `${Math.round(ms)} ms`),
        ) +
        flag(
          'lcp',
          show(row.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
        ) +
        flag('js', `${(row.jsBytes / KB).toFixed(1)} KB`) +
        flag('accessibility', show(row.accessibility)) +
        flag('best-practices', show(row.bestPractices)) +
        flag('seo', show(row.seo)),
    );
  }
  console.log(
    'budget'.padEnd(width) +
      ['>= 98', '<= 100 ms', '', '<= 100/130 KB', '100', '100', '100*']
        .map((b) => b.padEnd(14))
        .join(''),
  );
  console.log(
    '\n(JS: every script the page loaded in the audit, as a brotli-accepting browser receives it; ' +
      '130 KB on /calculator and /workflow-wizard. *SEO: noindex pages are exempt from "is crawlable" only.)',
  );
  return all;
}

async function main(): Promise<number> {
  // Before building, so that it shows other work on the machine rather than our own build.
  const [load1] = os.loadavg();
  ensureBuilt();
  const { PUBLIC_PATHS: ALL_PAGES, NOINDEX_PATHS } = await prerenderedPages();
  // `npm run bench -- /privacy` audits the pages named (each must be a public page).
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const unknown = named.filter((page) => !ALL_PAGES.includes(page));
  if (unknown.length > 0) throw new Error(`bench: not a public page: ${unknown.join(', ')}`);
  const PAGES = named.length > 0 ? named : ALL_PAGES;
  const server = await startLeadline();
  const rows: Measured[] = [];
  mkdirSync(REPORT_DIR, { recursive: true });
  try {
    for (const page of PAGES) {
      process.stdout.write(`auditing ${page} ...\n`);
      const lhr = await audit(`${server.url}${page}`);
      writeFileSync(path.join(REPORT_DIR, reportName(page)), JSON.stringify(lhr));
      rows.push(await measure(page, NOINDEX_PATHS.includes(page), lhr));
    }
  } finally {
    await server.stop();
  }

  const missed = printTable(rows);
  for (const row of rows) {
    const failing = misses(row).flatMap((miss) => miss.audits);
    if (failing.length > 0) console.log(`\n${row.page}, failing audits:\n${failing.join('\n')}`);
  }
  const benchmarkIndex = rows.map((row) => row.lhr.environment.benchmarkIndex);
  console.log(
    `\nLoad average before the run: ${load1?.toFixed(2)} on ${os.cpus().length} cores` +
      `${(load1 ?? 0) > 1 ? ' (other work may lower Performance and raise TBT)' : ''}` +
      `\nLighthouse's CPU benchmark index per audit: ${benchmarkIndex.join(', ')} (higher = faster)`,
  );
  console.log(`Reports: ${path.relative(process.cwd(), REPORT_DIR) || '.'}/*.json`);
  if (missed.length > 0) {
    console.log(`\nBUDGET MISSED (${missed.length}):\n  ${missed.join('\n  ')}`);
    return 1;
  }
  console.log('\nAll budgets met.');
  return 0;
}

function reportName(page: string): string {
  return `${page === '/' ? 'home' : page.slice(1).replace(/\//g, '_')}.json`;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('bench-lighthouse:', error);
    process.exitCode = 1;
  },
);
