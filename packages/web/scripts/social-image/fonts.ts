/** Inter from npm (@fontsource/inter), as satori takes it: WOFF, not WOFF2; Latin and Latin Extended. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

const WEIGHTS = [400, 700, 800] as const;
/**
 * A family name per subset: satori keeps one font per name and weight, so a second subset under the
 * same name would be dropped, and its letters (Ł, ő, ș...) drawn as missing glyphs. Under names of
 * their own, satori falls back to them for what the first lacks.
 */
const SUBSETS = [
  { subset: 'latin', name: 'Inter' },
  { subset: 'latin-ext', name: 'Inter Latin Extended' },
] as const;

/** The family the card sets its text in. */
export const FONT_FAMILY = 'Inter';

/** The code points each subset holds: `U+0000-00FF,U+0131,...` (the same as its CSS's unicode-range). */
const UNICODE_RANGES = require('@fontsource/inter/unicode.json') as Record<string, string>;

const COVERED = SUBSETS.flatMap(({ subset }) =>
  (UNICODE_RANGES[subset] ?? '').split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  }),
);

/**
 * The characters of `text` that none of the card's faces holds (Chinese, Greek, emoji...): satori
 * draws each as an empty box. Each once, in the order they come.
 */
export function charactersWithoutGlyphs(text: string): string[] {
  return [...new Set(text)].filter((char) => {
    const point = char.codePointAt(0) ?? 0;
    return !COVERED.some(([from, to]) => point >= from && point <= to);
  });
}

let loaded: Promise<Font[]> | undefined;

/** The faces the card uses, read once per process. */
export function interFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    SUBSETS.flatMap(({ subset, name }) =>
      WEIGHTS.map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  return loaded;
}
