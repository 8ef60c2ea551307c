/**
 * ntfy's publish request: the message as a plain-text body POSTed to the topic's URL, with its title,
 * priority (1-5), tags (emoji short codes) and click URL as headers (https://docs.ntfy.sh/publish/).
 * HTTP headers carry Latin-1 at best: a value that is not plain ASCII is sent as an RFC 2047
 * encoded word, which ntfy decodes. A body past 4,096 bytes would arrive as an attachment.
 */
import { clip, clipBytes } from './clip';
import type { AlertMessage } from './message';

export const NTFY_LIMITS = { bodyBytes: 4096, title: 250 } as const;

export const NTFY_PRIORITY: Record<AlertMessage['priority'], number> = { high: 4, default: 3 };

/** ASCII as it is; anything else (or text that reads as an encoded word) as one UTF-8 encoded word. */
export function headerValue(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes('=?')) return text;
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

export function ntfyRequest(message: AlertMessage): {
  headers: Record<string, string>;
  body: string;
} {
  const facts = message.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  const body = [facts, message.quote].filter(Boolean).join('\n\n') || message.title;
  return {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-title': headerValue(clip(message.title, NTFY_LIMITS.title)),
      'x-priority': String(NTFY_PRIORITY[message.priority]),
      'x-tags': headerValue(message.emoji.tag),
      'x-click': headerValue(message.link.url),
    },
    body: clipBytes(body, NTFY_LIMITS.bodyBytes),
  };
}
