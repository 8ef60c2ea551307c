/** The public pages' budgets (issue 17) and how one Lighthouse result is checked against them. */
import { get } from 'node:http';
import type { Result } from 'lighthouse';

export const KB = 1024;

export const BUDGETS = {
  performance: 98,
  tbtMs: 100,
  /** Brotli bytes of JavaScript on content pages. */
  jsKb: 100,
  /** The two pages that are mostly a form: the calculator and the questionnaire. */
  interactiveJsKb: 130,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

export const INTERACTIVE_PAGES: readonly string[] = ['/calculator', '/workflow-wizard'];

export interface Measured {
  page: string;
  /** Kept out of search engines on purpose (the thank-you page). */
  noindex: boolean;
  lhr: Result;
  performance: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
  jsBytes: number;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface Miss {
  key: string;
  text: string;
  /** The category's audits that did not pass, one line each. */
  audits: string[];
}

/** Audits Lighthouse would not list as passed (score below 0.9) in a category, except `allowed`. */
function failingAudits(lhr: Result, category: string, allowed: string[] = []): string[] {
  const lines: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (!result || result.score === null || result.score >= 0.9 || allowed.includes(ref.id))
      continue;
    if (['notApplicable', 'manual', 'informative'].includes(result.scoreDisplayMode)) continue;
    const value = result.displayValue ? ` [${result.displayValue}]` : '';
    const weight = ref.weight > 0 ? `, weight ${ref.weight}` : '';
    lines.push(
      `    ${ref.id}: ${result.title}${value} (score ${Math.round(result.score * 100)}${weight})`,
    );
  }
  return lines;
}

/** Every budget `row` misses. */
export function misses(row: Measured): Miss[] {
  const found: Miss[] = [];
  const { lhr } = row;
  const below = (key: string, category: string, value: number | null, budget: number) => {
    if (value !== null && value >= budget) return;
    found.push({
      key,
      text: `${category} ${value ?? 'n/a'} < ${budget}`,
      audits: failingAudits(lhr, category),
    });
  };
  below('performance', 'performance', row.performance, BUDGETS.performance);
  if (row.tbtMs === null || row.tbtMs > BUDGETS.tbtMs) {
    found.push({
      key: 'tbt',
      text: `TBT ${Math.round(row.tbtMs ?? NaN)} ms > ${BUDGETS.tbtMs} ms`,
      audits: [],
    });
  }
  const jsBudget = INTERACTIVE_PAGES.includes(row.page) ? BUDGETS.interactiveJsKb : BUDGETS.jsKb;
  if (row.jsBytes / KB > jsBudget) {
    found.push({
      key: 'js',
      text: `JS ${(row.jsBytes / KB).toFixed(1)} KB > ${jsBudget} KB`,
      audits: [],
    });
  }
  below('accessibility', 'accessibility', row.accessibility, BUDGETS.accessibility);
  below('best-practices', 'best-practices', row.bestPractices, BUDGETS.bestPractices);
  if (row.noindex) {
    // noindex on purpose: the only SEO audit such a page may fail is "is crawlable".
    const failing = failingAudits(lhr, 'seo', ['is-crawlable']);
    if (failing.length > 0) found.push({ key: 'seo', text: `seo ${row.seo}`, audits: failing });
  } else {
    below('seo', 'seo', row.seo, BUDGETS.seo);
  }
  return found;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** Every script the page requested during the audit. */
export function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => item.url);
}

/** The body bytes a client that accepts brotli (as every current browser does) receives for `url`. */
export function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}
