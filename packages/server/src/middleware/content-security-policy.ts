/** Content-Security-Policy values, built from what a page really contains (its inline scripts and styles). */
import { createHash } from 'node:crypto';
import type { ExternalSources } from '@leadline/domain';

export interface InlineSources {
  /** `'sha256-…'` of each inline script. */
  scripts: readonly string[];
  /** `'sha256-…'` of each `<style>` element; undefined allows any inline style ('unsafe-inline'). */
  styles?: readonly string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Other types are data blocks (JSON and the like), which the browser never runs. */
const SCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript']);

/** The CSP source that allows exactly this inline script or style. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const runsInline = (attributes: string) => {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || SCRIPT_TYPES.has(type);
};

/** The hash sources of an HTML page's inline scripts and `<style>` elements, each listed once. */
export function inlineSources(html: string): Required<InlineSources> {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (runsInline(attributes)) scripts.add(hashSource(body));
  }
  const styles = new Set<string>();
  for (const [, body = ''] of html.matchAll(STYLE)) styles.add(hashSource(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page's policy: its own origin, the inline scripts (and styles, when given) it was built with,
 * and the external origins it is configured to load from; never plugins, framing or another base.
 */
export function pagePolicy(inline: InlineSources, external: ExternalSources = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...(external['script-src'] ?? [])],
    'style-src': ["'self'", ...(inline.styles ?? ["'unsafe-inline'"])],
    'img-src': ["'self'", 'data:', ...(external['img-src'] ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(external['connect-src'] ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** For answers that are not documents (JSON, scripts, images): nothing may load, nothing may frame them. */
export const NO_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";
