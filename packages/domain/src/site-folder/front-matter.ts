/** A Markdown file's front matter (YAML between `---` lines at the top) and its body. */
export interface FrontMatterSplit {
  yaml: string;
  /** Lines before the YAML (the opening `---`). */
  yamlLineOffset: number;
  body: string;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/m;

/** Undefined when the file does not start with front matter. */
export function splitFrontMatter(text: string): FrontMatterSplit | undefined {
  const open = OPEN.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) return undefined;
  return {
    yaml: rest.slice(0, close.index),
    yamlLineOffset: 1,
    body: rest.slice(close.index + close[0].length).replace(/^\r?\n/, ''),
  };
}
