/**
 * Discord's execute-webhook body: one message in `content` (at most 2,000 characters): the title,
 * the facts, the quoted text and a link to the admin, the visitor's words escaped so they format
 * nothing, and `allowed_mentions` empty so that a name like "@everyone" pings nobody.
 * https://discord.com/developers/docs/resources/webhook#execute-webhook
 */
import { clip } from './clip';
import type { AlertMessage } from './message';

export const DISCORD_LIMITS = { content: 2000, title: 256, fact: 200 } as const;

/**
 * Markdown, mentions (`<@id>`), custom emoji and autolinks: Discord reads a backslash before any
 * punctuation as "this character, as it is".
 */
const escapeChar = (char: string) => (/^[\\*_~`|>#\-[\]()<@:]$/.test(char) ? `\\${char}` : char);

/** A URL in `[label](<url>)`: the brackets that would end it are percent-encoded. */
const linkUrl = (url: string) => url.replace(/[()<>]/g, (c) => encodeURIComponent(c));

export function discordBody(message: AlertMessage): Record<string, unknown> {
  const head = `${message.emoji.char} **${clip(message.title, DISCORD_LIMITS.title, escapeChar)}**`;
  const facts = message.facts.map(
    ([label, value]) => `**${label}:** ${clip(value, DISCORD_LIMITS.fact, escapeChar)}`,
  );
  const link = `[${message.link.label}](<${linkUrl(message.link.url)}>)`;
  const lines = [head, ...facts];
  // The quote takes what room is left (each of its lines marked `> `), the link stays whole.
  const room = DISCORD_LIMITS.content - [...lines, link].join('\n').length - 4;
  if (message.quote && room > 20) {
    const quoteChar = (char: string) => (char === '\n' ? '\n> ' : escapeChar(char));
    lines.push(`> ${clip(message.quote, room - 2, quoteChar)}`);
  }
  const content = clip([...lines, link].join('\n'), DISCORD_LIMITS.content);
  return { content, allowed_mentions: { parse: [] } };
}
