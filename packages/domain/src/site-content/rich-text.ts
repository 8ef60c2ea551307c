/** Splits content text into plain runs and glossary references (`{{Term}}` or `{{shown words|Term}}`). */
export type RichTextPart =
  { kind: 'text'; text: string } | { kind: 'term'; text: string; term: string };

const MARKER = /\{\{([^{}|]+)(?:\|([^{}]+))?\}\}/g;

export function parseRichText(source: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of source.matchAll(MARKER)) {
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) });
    const shown = (match[1] ?? '').trim();
    parts.push({ kind: 'term', text: shown, term: (match[2] ?? shown).trim() });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

/** The same text without markers, for meta descriptions and other plain-text places. */
export function plainText(source: string): string {
  return parseRichText(source)
    .map((part) => part.text)
    .join('');
}
