/** Text cut to a service's limit, whole characters only, with an ellipsis where it was cut. */

const ELLIPSIS = '…';

/**
 * `text`, each character passed through `escape`, at most `limit` UTF-16 units long (the strictest
 * way a service can count): an escape is never split, nor a surrogate pair, and a cut text ends in
 * an ellipsis.
 */
export function clip(text: string, limit: number, escape: (char: string) => string = (c) => c) {
  const pieces = Array.from(text, escape);
  const whole = pieces.join('');
  if (whole.length <= limit) return whole;
  let out = '';
  for (const piece of pieces) {
    if (out.length + piece.length + ELLIPSIS.length > limit) break;
    out += piece;
  }
  return out + ELLIPSIS;
}

/** `text` cut to at most `limit` bytes of UTF-8, whole characters only, ellipsis included. */
export function clipBytes(text: string, limit: number): string {
  const size = (value: string) => Buffer.byteLength(value, 'utf8');
  if (size(text) <= limit) return text;
  let out = '';
  let bytes = 0;
  const room = limit - size(ELLIPSIS);
  for (const char of text) {
    const next = size(char);
    if (bytes + next > room) break;
    out += char;
    bytes += next;
  }
  return out + ELLIPSIS;
}

/**
 * One line of text: control characters and line breaks become spaces, runs of spaces one, lone
 * surrogates (which no service can encode) the replacement character.
 */
export const oneLine = (text: string): string =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Several lines: control characters other than line breaks removed, lone surrogates replaced. */
export const multiLine = (text: string): string =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
