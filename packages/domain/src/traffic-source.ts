/**
 * Where a visit came from: the traffic source classes of SPEC section 9. Only the server runs it,
 * on the raw fields the tracker sends (packages/tracker/src/attribution.ts reads them).
 */
import type { Attribution, RawAttribution, TrafficSource } from './wire';

export interface TrafficInput {
  utmSource?: string | null;
  utmMedium?: string | null;
  /** The referrer URL (a bare host is accepted too). */
  referrer?: string | null;
  /** The tracked site's own host name: a visit referred by it counts as direct. */
  siteHost: string;
}

// Per class: its utm_medium values (lower case, "_" and spaces read as "-"), and its hosts. A host
// matches when it is a listed host or a subdomain of one; "(\.[a-z]{2,3}){1,2}" is any top-level
// domain, a two-part country one included (google.de, google.co.uk). Webmail comes before the
// search engines that run it.
const CLASSES: [TrafficSource, RegExp, RegExp][] = [
  ['email', /^(e-?mail|newsletter)$/, /(^|\.)(mail\.(google|yahoo)\.com|outlook\.live\.com)$/],
  [
    'search',
    /^(cpc|ppc|paid|paid-?search)$/,
    /(^|\.)((google|yahoo|yandex)(\.[a-z]{2,3}){1,2}|(bing|duckduckgo|baidu|startpage|qwant|search\.brave)\.com|ecosia\.org)$/,
  ],
  [
    'social',
    /^(social|social-media|paid-social)$/,
    /(^|\.)((facebook|twitter|x|linkedin|reddit|news\.ycombinator|youtube|instagram|tiktok)\.com|pinterest(\.[a-z]{2,3}){1,2}|t\.co|lnkd\.in|mastodon\.social|bsky\.app|threads\.net)$/,
  ],
];

/** The class whose utm_medium values (column 1) or hosts (column 2) match `value`. */
const classOf = (value: string, column: 1 | 2) =>
  CLASSES.find((row) => row[column].test(value))?.[0];

const normalize = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The host of a URL or of a bare host name, lower case and without a leading www.; else ''. */
function hostOf(value: string): string {
  try {
    return new URL(value.includes('//') ? value : 'http://' + value).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The referrer's host without www., or '' when there is none or it is the site's own host. */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string {
  const host = hostOf(referrer ?? '');
  return host === hostOf(siteHost) ? '' : host;
}

/**
 * SPEC section 9. Campaign tags win over the referrer: utm_medium first (cpc, ppc, paid: search;
 * email, newsletter: email; social: social), then utm_source (a search engine or social network by
 * host, a bare name such as "google" read as google.com); then
 * utm_medium "referral" is referral and any other tagged visit "other". Untagged: no referrer or
 * the site's own host is direct, a webmail host email, a search engine search, a social network
 * social, anything else referral.
 */
export function classifyTrafficSource(input: TrafficInput): TrafficSource {
  const medium = normalize(input.utmMedium);
  const source = normalize(input.utmSource);
  if (medium || source) {
    const sourceHost = source.includes('.') ? hostOf(source) : source + '.com';
    return (
      classOf(medium, 1) ?? classOf(sourceHost, 2) ?? (medium === 'referral' ? 'referral' : 'other')
    );
  }
  const host = referrerHost(input.referrer, input.siteHost);
  return host ? (classOf(host, 2) ?? 'referral') : 'direct';
}

/** utm_source, else the referrer's host (without www.), else null (a direct visit). */
export function referralSourceOf(input: TrafficInput): string | null {
  return input.utmSource?.trim() || referrerHost(input.referrer, input.siteHost) || null;
}

/** A raw attribution with its classes, on the site `siteHost` (classes it carries are replaced). */
export function classify<Raw extends RawAttribution>(
  raw: Raw,
  siteHost: string,
): Raw & Attribution {
  const traffic = { ...raw, siteHost };
  return {
    ...raw,
    source: classifyTrafficSource(traffic),
    referralSource: referralSourceOf(traffic),
  };
}
