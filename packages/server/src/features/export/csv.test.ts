import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead', "'\tlead"],
    ['', ''],
    ['Zoë ✓', 'Zoë ✓'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers, booleans, nulls, dates and lists', () => {
    expect(
      csvLine([-5, true, null, undefined, new Date('2026-01-02T03:04:05Z'), ['auth', 'api']]),
    ).toBe('-5,true,,,2026-01-02T03:04:05.000Z,"auth, api"\r\n');
  });
});
