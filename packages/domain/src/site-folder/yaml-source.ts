/**
 * YAML read with its positions, so that a mistake names its line: a syntax error, or the first
 * schema issue of a value, as `file:line: field: message`.
 */
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

/** One mistake in the site folder, said in one line. */
export class SiteProblem {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string,
    readonly message: string,
  ) {}

  toString(): string {
    return `${this.file}:${this.line}: ${this.field ? `${this.field}: ` : ''}${this.message}`;
  }
}

export interface YamlSource {
  /** As shown in messages: the path from the site folder's parent, e.g. `site/site.yaml`. */
  file: string;
  text: string;
  /** Lines before `text` in its file (a Markdown file's front matter starts after `---`). */
  lineOffset?: number;
}

/** zod's type names, as an owner would read them. */
const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list, each item starting with "- "',
  object: 'fields (name: value), one per line',
};

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: SiteProblem };

/** `features[2].price`: a path as the owner would look for it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function lineOf(doc: Document, counter: LineCounter, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

export function parseYaml<S extends z.ZodType>(source: YamlSource, schema: S): Parsed<z.output<S>> {
  const offset = source.lineOffset ?? 0;
  const counter = new LineCounter();
  const doc = parseDocument(source.text, { lineCounter: counter, prettyErrors: false });
  const [syntax] = doc.errors;
  if (syntax) {
    const line = counter.linePos(syntax.pos[0]).line + offset;
    const message = syntax.message.split('\n')[0] ?? 'not valid YAML';
    return {
      ok: false,
      problem: new SiteProblem(source.file, line, '', `not valid YAML: ${message}`),
    };
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    // An alias to no anchor, or too many aliases: the document parsed but has no value.
    const message = error instanceof Error ? error.message : 'not valid YAML';
    return {
      ok: false,
      problem: new SiteProblem(source.file, 1 + offset, '', `not valid YAML: ${message}`),
    };
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  // A misspelt key first: the required field it was meant to be is missing because of it.
  const issues = result.error.issues;
  const issue = issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? issues[0];
  let path: PropertyKey[] = issue?.path ?? [];
  let message = issue?.message ?? 'not valid';
  if (issue?.code === 'unrecognized_keys') {
    // The misspelt key's own line, not its parent's.
    path = [...path, issue.keys[0] ?? ''];
    message = 'not a field of this file (a misspelling?)';
  } else if (issue?.code === 'invalid_type' && path.length === 0) {
    message =
      issue.expected === 'array'
        ? 'the file must be a list, each item starting with "- "'
        : 'the file must hold fields (such as name: ...), one per line';
  } else if (issue?.code === 'invalid_type' && issue.input === undefined) {
    message = message.startsWith('missing') ? message : 'missing: this field is required';
  } else if (issue?.code === 'invalid_type' && message.startsWith('Invalid input')) {
    message = `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
  }
  const line = lineOf(doc, counter, path) + offset;
  return {
    ok: false,
    problem: new SiteProblem(source.file, line, fieldName(path), message),
  };
}
