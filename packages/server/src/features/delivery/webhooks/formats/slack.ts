/**
 * Slack's incoming-webhook body: `text` (the notification's and old clients' fallback) and Block
 * Kit blocks: a header, the facts as section fields, the quoted text, and a context line linking to
 * the admin (a link, not a button: a button needs the app's interactivity set up, or Slack flags
 * every click). Limits: https://api.slack.com/reference/block-kit/blocks.
 */
import { clip } from './clip';
import type { AlertMessage } from './message';

export const SLACK_LIMITS = {
  header: 150,
  sectionText: 3000,
  field: 2000,
  fields: 10,
  fallback: 3000,
} as const;

/** mrkdwn's three control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
const escapeChar = (char: string) =>
  char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char;

/**
 * mrkdwn written by us around escaped text. `verbatim` stops Slack from turning names of channels,
 * users or URLs in the visitor's words into links or mentions.
 */
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text, verbatim: true });

/** A URL inside `<url|label>`: `|` and `>` would end it, so they are percent-encoded. */
const linkUrl = (url: string) => url.replace(/[|<>&]/g, (c) => encodeURIComponent(c));

export function slackBody(message: AlertMessage): Record<string, unknown> {
  const title = `${message.emoji.char} ${message.title}`;
  const blocks: Record<string, unknown>[] = [
    { type: 'header', text: { type: 'plain_text', text: clip(title, SLACK_LIMITS.header) } },
  ];
  if (message.facts.length > 0) {
    blocks.push({
      type: 'section',
      fields: message.facts.slice(0, SLACK_LIMITS.fields).map(([label, value]) => {
        const head = `*${label}*\n`;
        return mrkdwn(head + clip(value, SLACK_LIMITS.field - head.length, escapeChar));
      }),
    });
  }
  if (message.quote) {
    // Each line quoted: a line break is followed by the quote mark, counted in the limit.
    const quoteChar = (char: string) => (char === '\n' ? '\n>' : escapeChar(char));
    const quoted = `>${clip(message.quote, SLACK_LIMITS.sectionText - 1, quoteChar)}`;
    blocks.push({ type: 'section', text: mrkdwn(quoted) });
  }
  blocks.push({
    type: 'context',
    elements: [mrkdwn(`<${linkUrl(message.link.url)}|${message.link.label}> in Leadline`)],
  });
  return { text: clip(title, SLACK_LIMITS.fallback, escapeChar), blocks };
}
