/** Copy may name glossary terms as `{{term}}`: each must be a term of glossary.yaml. */
import type { HomeCopy, GlossaryEntry, Service } from '../site-content/types';
import { parseRichText } from '../site-content/rich-text';
import type { SiteReader } from './load';

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

export function checkGlossaryMarkers(
  read: SiteReader,
  glossary: readonly GlossaryEntry[],
  home: HomeCopy,
  services: readonly Service[],
): void {
  const terms = new Set(glossary.map((entry) => entry.term));
  const check = (relative: string, texts: string[]) => {
    for (const text of texts) {
      for (const part of parseRichText(text)) {
        if (part.kind !== 'term' || terms.has(part.term)) continue;
        const line = read.lineOfText(relative, `${part.term}}}`);
        read.problem(relative, line, '', `{{${part.term}}} names no term of glossary.yaml`);
      }
    }
  };
  check('site.yaml', stringsIn(home));
  for (const service of services) {
    check(`services/${service.id}.md`, [service.summary, service.body]);
  }
}
