/**
 * The performance budget, measured: Lighthouse 12 (its default config: a mobile device with simulated
 * throttling) against the real built server, one audit at a time, on four pages. Prints the four
 * category scores per page and the home page's JavaScript (gzipped transfer size) against the budgets,
 * lists the failing audits of any category under budget, and exits 1 when a budget is missed.
 *
 *   npm run bench   (in packages/web; builds what is stale first; nothing else should load the machine)
 *   npm run bench -- /privacy   (only the pages named)
 *
 * The full reports are written to build/lighthouse/<page>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { ensureBuilt } from '../e2e/support/build';
import { WEB_ROOT } from '../e2e/support/paths';
import { startLeadline } from '../e2e/support/server';

const ALL_PAGES = ['/', '/calculator', '/blog/how-to-build-mvp-in-4-weeks', '/privacy'];
// `npm run bench -- /privacy` audits the pages named (each must be one of ALL_PAGES).
const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const unknown = named.filter((page) => !ALL_PAGES.includes(page));
if (unknown.length > 0) throw new Error(`bench: not a benchmarked page: ${unknown.join(', ')}`);
const PAGES = named.length > 0 ? named : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The lowest acceptable score per category (0-100). */
const BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const HOME_JS_BUDGET_KB = 150;

const REPORT_DIR = path.join(WEB_ROOT, 'build/lighthouse');
const KB = 1024;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface PageResult {
  path: string;
  scores: Record<Category, number | null>;
  lhr: Result;
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
      onlyCategories: [...CATEGORIES],
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

function scripts(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? []).filter((item) => item.resourceType === 'Script');
}

/** Audits whose score Lighthouse would not list as passed (below 0.9), for a category under budget. */
function failingAudits(lhr: Result, category: Category): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (!result || result.score === null || result.score >= 0.9) continue;
    if (['notApplicable', 'manual', 'informative'].includes(result.scoreDisplayMode)) continue;
    const value = result.displayValue ? ` [${result.displayValue}]` : '';
    const weight = ref.weight > 0 ? `, weight ${ref.weight}` : '';
    lines.push(
      `    ${ref.id}: ${result.title}${value} (score ${Math.round(result.score * 100)}${weight})`,
    );
  }
  return lines;
}

/** The bytes a client that accepts only gzip receives for `url` (undecoded, unlike fetch's body). */
function gzipBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const cell = (text: string, width: number) => text.padEnd(width);
const score = (value: number | null) => (value === null ? 'n/a' : String(value));

async function main(): Promise<number> {
  // Before building, so that it shows other work on the machine rather than our own build.
  const [load1] = os.loadavg();
  ensureBuilt();
  const server = await startLeadline();
  const results: PageResult[] = [];
  const gzipped = new Map<string, { bytes: number; encoding: string }>();
  if ((load1 ?? 0) > 1) {
    console.warn(
      `note: load average ${load1?.toFixed(2)}: other work may lower the Performance score`,
    );
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  try {
    for (const page of PAGES) {
      console.log(`auditing ${page} ...`);
      const lhr = await audit(`${server.url}${page}`);
      writeFileSync(path.join(REPORT_DIR, reportName(page)), JSON.stringify(lhr));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => {
          const value = lhr.categories[category]?.score;
          return [category, value === null || value === undefined ? null : Math.round(value * 100)];
        }),
      ) as Record<Category, number | null>;
      results.push({ path: page, scores, lhr });
    }
    const home = results.find((result) => result.path === '/');
    for (const item of home ? scripts(home.lhr) : []) {
      gzipped.set(item.url, await gzipBytes(item.url));
    }
  } finally {
    await server.stop();
  }

  const misses: string[] = [];
  const width = Math.max(...PAGES.map((page) => page.length)) + 2;
  console.log(`\nLighthouse 12.8.2, default config (mobile, simulated throttling)\n`);
  console.log(cell('page', width) + CATEGORIES.map((category) => cell(category, 16)).join(''));
  console.log('-'.repeat(width + 16 * CATEGORIES.length));
  for (const { path: page, scores } of results) {
    console.log(cell(page, width) + CATEGORIES.map((c) => cell(score(scores[c]), 16)).join(''));
  }
  console.log(
    cell('budget', width) +
      CATEGORIES.map((c) => cell(`${BUDGETS[c] === 100 ? '' : '>= '}${BUDGETS[c]}`, 16)).join(''),
  );

  for (const { path: page, scores, lhr } of results) {
    for (const category of CATEGORIES) {
      const value = scores[category];
      if (value !== null && value >= BUDGETS[category]) continue;
      misses.push(`${page} ${category} ${score(value)} < ${BUDGETS[category]}`);
      console.log(
        `\n${page}: ${category} ${score(value)} is under ${BUDGETS[category]}; failing audits:`,
      );
      console.log(failingAudits(lhr, category).join('\n') || '    (none listed)');
    }
  }

  const home = results.find((result) => result.path === '/');
  if (home) {
    const homeScripts = scripts(home.lhr);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const transfer = sum(homeScripts.map((item) => item.transferSize ?? 0));
    const resource = sum(homeScripts.map((item) => item.resourceSize ?? 0));
    const gzip = sum(homeScripts.map((item) => gzipped.get(item.url)?.bytes ?? 0));
    const encodings = [...new Set([...gzipped.values()].map((value) => value.encoding))];
    console.log(
      `\nHome page JavaScript (${homeScripts.length} scripts): ${(gzip / KB).toFixed(1)} KB gzipped ` +
        `(budget ${HOME_JS_BUDGET_KB} KB; content-encoding for a gzip-only client: ${encodings.join(', ')}); ` +
        `Lighthouse's transferSize ${(transfer / KB).toFixed(1)} KB; ${(resource / KB).toFixed(1)} KB uncompressed`,
    );
    for (const item of homeScripts) {
      const bytes = gzipped.get(item.url)?.bytes ?? 0;
      console.log(
        `    ${new URL(item.url).pathname.padEnd(48)} ${(bytes / KB).toFixed(1).padStart(6)} KB gzip ` +
          `${((item.transferSize ?? 0) / KB).toFixed(1).padStart(6)} KB transferred`,
      );
    }
    if (gzip / KB > HOME_JS_BUDGET_KB) {
      misses.push(`home JS ${(gzip / KB).toFixed(1)} KB gzipped > ${HOME_JS_BUDGET_KB} KB`);
    }
  }
  const benchmarkIndex = results.map((result) => result.lhr.environment.benchmarkIndex);
  console.log(
    `\nLighthouse's CPU benchmark index per audit: ${benchmarkIndex.join(', ')} (higher = faster machine)`,
  );

  console.log(`\nReports: ${path.relative(process.cwd(), REPORT_DIR) || '.'}/*.json`);
  if (misses.length > 0) {
    console.log(`\nBUDGET MISSED (${misses.length}):\n  ${misses.join('\n  ')}`);
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
