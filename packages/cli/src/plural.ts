/** A count and its noun in the right number ("1 batch", "0 batches"), for the commands' summaries. */
const numberOf = new Intl.PluralRules('en-US');

/** The plural of a regular English noun (or of a phrase's last noun): batch → batches, entry → entries. */
function pluralOf(singular: string): string {
  if (/(s|x|z|ch|sh)$/.test(singular)) return `${singular}es`;
  if (/[^aeiou]y$/.test(singular)) return `${singular.slice(0, -1)}ies`;
  return `${singular}s`;
}

/** `plural(2, 'batch')` is "2 batches"; an irregular noun passes its plural. */
export function plural(count: number, singular: string, pluralForm = pluralOf(singular)): string {
  return `${count} ${numberOf.select(count) === 'one' ? singular : pluralForm}`;
}
