/** What a post's list entry says about it beyond its front matter: its date as shown, its read time. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2024-03-19' → 'Mar 19, 2024' (English whatever the build machine's locale and time zone). */
export function dateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}, ${year ?? ''}`;
}

/** A reader's pace through technical prose, in words a minute. */
export const WORDS_PER_MINUTE = 160;

/** Words as a reader counts them: whitespace-separated tokens with a letter or digit in them. */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read a body, at least 1. */
export function readMinutes(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}
