/**
 * Reads and validates a site folder (SITE_DIR): every mistake is one line naming the file, the line
 * and the field, and all of them are reported at once, so the owner fixes them in one pass.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  calculatorFileSchema,
  caseStudyFrontMatterSchema,
  glossaryFileSchema,
  postFrontMatterSchema,
  serviceFrontMatterSchema,
  siteFileSchema,
  SLUG_PATTERN,
  testimonialsFileSchema,
} from '../site-content/schema';
import type { CaseStudy, Post, Service, SiteContent, SiteImage } from '../site-content/types';
import { splitFrontMatter } from './front-matter';
import { checkGlossaryMarkers } from './glossary-markers';
import { parseYaml, SiteProblem } from './yaml-source';

export { SiteProblem } from './yaml-source';

export class SiteFolderError extends Error {
  constructor(readonly problems: readonly SiteProblem[]) {
    super(problems.map(String).join('\n'));
    this.name = 'SiteFolderError';
  }
}

class Reader {
  readonly problems: SiteProblem[] = [];
  constructor(readonly dir: string) {}

  /** How a file is named in messages: from the working directory when it is below it. */
  shown(relative: string): string {
    const full = path.join(this.dir, relative);
    const fromCwd = path.relative(process.cwd(), full);
    return fromCwd.startsWith('..') || path.isAbsolute(fromCwd) ? full : fromCwd;
  }

  yamlFile<S extends z.ZodType>(relative: string, schema: S, optional: z.output<S>): z.output<S>;
  yamlFile<S extends z.ZodType>(relative: string, schema: S): z.output<S> | undefined;
  yamlFile<S extends z.ZodType>(relative: string, schema: S, optional?: z.output<S>) {
    const full = path.join(this.dir, relative);
    if (!existsSync(full)) {
      if (optional !== undefined) return optional;
      this.problems.push(
        new SiteProblem(this.shown(relative), 1, '', 'missing: this file is required'),
      );
      return undefined;
    }
    const text = this.readText(relative);
    if (text === undefined) return optional;
    const parsed = parseYaml({ file: this.shown(relative), text }, schema);
    if (parsed.ok) return parsed.value;
    this.problems.push(parsed.problem);
    return optional;
  }

  /** Each `<folder>/<slug>.md`, its front matter validated; the folder may be missing (none). */
  markdownFiles<S extends z.ZodType>(folder: string, schema: S) {
    const full = path.join(this.dir, folder);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) {
      this.problem(folder, 1, '', 'must be a folder of Markdown files');
      return [];
    }
    const files: { slug: string; relative: string; data: z.output<S>; body: string }[] = [];
    for (const name of readdirSync(full)
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      const relative = `${folder}/${name}`;
      const slug = name.slice(0, -3);
      if (!SLUG_PATTERN.test(slug)) {
        this.problem(
          relative,
          1,
          '',
          'the file name must be lowercase letters, digits and dashes (it is the address)',
        );
        continue;
      }
      const text = this.readText(relative);
      if (text === undefined) continue;
      const split = splitFrontMatter(text);
      if (!split) {
        this.problem(
          relative,
          1,
          '',
          'start the file with front matter: a line ---, the fields, a line ---',
        );
        continue;
      }
      const parsed = parseYaml(
        { file: this.shown(relative), text: split.yaml, lineOffset: split.yamlLineOffset },
        schema,
      );
      if (parsed.ok) files.push({ slug, relative, data: parsed.value, body: split.body });
      else this.problems.push(parsed.problem);
    }
    return files;
  }

  /** An image path as written in `relative`'s `field`, checked to be a file inside the folder. */
  image(relative: string, field: string, written: string | undefined): SiteImage | undefined {
    if (written === undefined) return undefined;
    const file = path.join(this.dir, written);
    let real: string | undefined;
    try {
      real = statSync(file).isFile() ? realpathSync(file) : undefined;
    } catch {
      real = undefined;
    }
    if (!real) {
      this.problem(relative, this.lineOfText(relative, written), field, `no such file: ${written}`);
      return undefined;
    }
    if (!real.startsWith(realpathSync(this.dir) + path.sep)) {
      this.problem(
        relative,
        this.lineOfText(relative, written),
        field,
        'must be inside the site folder',
      );
      return undefined;
    }
    const line = this.lineOfText(relative, written);
    return { path: written, file: real, namedAt: { file: this.shown(relative), line, field } };
  }

  problem(relative: string, line: number, field: string, message: string) {
    this.problems.push(new SiteProblem(this.shown(relative), line, field, message));
  }

  /** A file's text, or undefined with a problem said (a folder, a broken link, no permission). */
  readText(relative: string): string | undefined {
    try {
      return readFileSync(path.join(this.dir, relative), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'EISDIR'
          ? 'is a folder, not a file'
          : code === 'ENOENT'
            ? 'is a link to a file that does not exist'
            : code === 'EACCES' || code === 'EPERM'
              ? 'cannot be read (permission denied: the server reads it as its own user)'
              : `cannot be read (${code ?? 'unknown error'})`;
      this.problem(relative, 1, '', why);
      return undefined;
    }
  }

  /** The first line of `relative` that holds `needle` (1 if none does). */
  lineOfText(relative: string, needle: string): number {
    let text = '';
    try {
      text = readFileSync(path.join(this.dir, relative), 'utf8');
    } catch {
      return 1;
    }
    const lines = text.split('\n');
    const index = lines.findIndex((line) => line.includes(needle));
    return index < 0 ? 1 : index + 1;
  }
}

const byOrderThenSlug = <T extends { slug: string; data: { order?: number } }>(a: T, b: T) =>
  (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || a.slug.localeCompare(b.slug);

/** The folder's content, or a SiteFolderError listing every mistake in it. */
export function loadSiteFolder(folder: string): SiteContent {
  const dir = path.resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SiteFolderError([new SiteProblem(dir, 1, '', 'no such folder (SITE_DIR)')]);
  }
  const read = new Reader(dir);
  const site = read.yamlFile('site.yaml', siteFileSchema);
  const calculator = read.yamlFile('calculator.yaml', calculatorFileSchema);
  const testimonialFiles = read.yamlFile('testimonials.yaml', testimonialsFileSchema, []);
  const before = read.problems.length;
  const glossary = read.yamlFile('glossary.yaml', glossaryFileSchema, []);
  // A glossary with a mistake would make every marker look unknown: only its own line is said.
  const glossaryRead = read.problems.length === before;

  const services: Service[] = read
    .markdownFiles('services', serviceFrontMatterSchema)
    .sort(byOrderThenSlug)
    .map(({ slug, data: { order: _order, ...data }, body }) => ({
      ...data,
      id: slug,
      body: body.trim(),
    }));

  const caseStudies: CaseStudy[] = [];
  for (const { slug, relative, data, body } of read
    .markdownFiles('portfolio', caseStudyFrontMatterSchema)
    .sort(byOrderThenSlug)) {
    const { order: _order, image, ...rest } = data;
    const found = read.image(relative, 'image', image);
    if (found) caseStudies.push({ ...rest, slug, image: found, body: body.trim() });
  }

  const posts: Post[] = [];
  for (const { slug, relative, data, body } of read.markdownFiles('posts', postFrontMatterSchema)) {
    const { draft, image, ...rest } = data;
    const cover = read.image(relative, 'image', image);
    if (draft || (image && !cover)) continue;
    posts.push({ ...rest, slug, ...(cover && { image: cover }), body: body.trim() });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const testimonials = testimonialFiles.map(({ photo, ...rest }, i) => {
    const found = read.image('testimonials.yaml', `[${i}].photo`, photo);
    return { ...rest, ...(found && { photo: found }) };
  });
  const photo = site && read.image('site.yaml', 'owner.photo', site.owner.photo);

  if (site && glossaryRead) checkGlossaryMarkers(read, glossary, site.home, services);
  if (read.problems.length > 0 || !site || !calculator) throw new SiteFolderError(read.problems);

  const { home, owner, ...identity } = site;
  return {
    dir,
    identity: { ...identity, owner: { ...owner, photo } },
    home,
    catalogue: calculator.features,
    services,
    caseStudies,
    posts,
    testimonials,
    glossary,
  };
}

export type SiteReader = Reader;
