import { describe, expect, it } from 'vitest';
import { parseRichText, plainText } from './rich-text';

describe('parseRichText', () => {
  it('splits text and glossary markers, with and without shown words', () => {
    expect(parseRichText('A {{REST API}} and {{webhooks|webhook}}.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'term', text: 'REST API', term: 'REST API' },
      { kind: 'text', text: ' and ' },
      { kind: 'term', text: 'webhooks', term: 'webhook' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without markers whole', () => {
    expect(parseRichText('Plain text')).toEqual([{ kind: 'text', text: 'Plain text' }]);
    expect(parseRichText('')).toEqual([]);
  });

  it('gives the plain text for meta descriptions', () => {
    expect(plainText('Built with {{React}} and {{CI/CD}}')).toBe('Built with React and CI/CD');
  });
});
