/**
 * CSV as RFC 4180 wants it (comma-separated, CRLF line ends, fields quoted when they need it), with
 * one addition: a value that a spreadsheet would read as a formula (=, +, -, @, or a leading tab or
 * carriage return) is prefixed with an apostrophe, so opening an export never runs a visitor's input.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A record of the first `width` values (all by default), comma-separated and ended with CRLF. */
export function csvLine(values: readonly unknown[], width = values.length): string {
  let line = width > 0 ? csvField(values[0]) : '';
  for (let index = 1; index < width; index++) line += `,${csvField(values[index])}`;
  return `${line}\r\n`;
}
