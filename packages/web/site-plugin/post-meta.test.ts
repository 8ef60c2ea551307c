import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateLabel, readMinutes, wordCount, WORDS_PER_MINUTE } from './post-meta';

describe('dateLabel', () => {
  it('writes a post date as the blog shows it', () => {
    expect(dateLabel('2024-03-19')).toBe('Mar 19, 2024');
    expect(dateLabel('2026-01-05')).toBe('Jan 5, 2026');
    expect(dateLabel('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('agrees with a UTC calendar for any day', () => {
    const day = fc.date({
      min: new Date('1990-01-01'),
      max: new Date('2100-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const expected = date.toLocaleDateString('en-US', {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        });
        expect(dateLabel(iso)).toBe(expected);
      }),
    );
  });
});

describe('readMinutes', () => {
  it('counts words, not Markdown marks', () => {
    expect(wordCount('## A heading\n\n| a | b |\n|---|---|\n- [link](/calculator) **bold**')).toBe(
      6,
    );
  });

  it('is at least a minute, and grows with the text', () => {
    expect(readMinutes('')).toBe(1);
    expect(readMinutes('word '.repeat(WORDS_PER_MINUTE * 8))).toBe(8);
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(500), (words, more) => {
        const text = (n: number) => 'word '.repeat(n);
        expect(readMinutes(text(words + more))).toBeGreaterThanOrEqual(readMinutes(text(words)));
      }),
      { numRuns: 50 },
    );
  });
});
