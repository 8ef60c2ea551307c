import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFingerprint } from './fingerprint';
import { loadSiteFolder, SiteFolderError } from './load';

const FIXTURE = fileURLToPath(new URL('../../../../fixtures/site', import.meta.url));
const copies: string[] = [];

/** A copy of the fixture site, with `edits` applied (file → new text, or null to delete it). */
function siteWith(edits: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadline-site-'));
  copies.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(edits)) {
    if (text === null) rmSync(path.join(dir, file));
    else writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const fixtureText = (file: string) => readFileSync(path.join(FIXTURE, file), 'utf8');

function problemsOf(dir: string): string[] {
  try {
    loadSiteFolder(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteFolderError);
    return (error as SiteFolderError).problems.map((problem) => {
      const text = String(problem);
      return text.startsWith(dir) ? path.relative(dir, text) : text;
    });
  }
  throw new Error('the folder loaded without a problem');
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadSiteFolder', () => {
  it('reads the fixture site: identity, catalogue, ordered services, posts newest first', () => {
    const site = loadSiteFolder(FIXTURE);
    expect(site.identity.name).toBeTruthy();
    expect(site.identity.owner.photo?.file).toMatch(/images\/owner\.jpg$/);
    // Where the folder names it, for a mistake found when the web build reads the image.
    expect(site.identity.owner.photo?.namedAt).toEqual({
      file: expect.stringMatching(/(^|\/)site\.yaml$/),
      line: fixtureText('site.yaml').split('\n').indexOf('  photo: images/owner.jpg') + 1,
      field: 'owner.photo',
    });
    expect(site.catalogue.length).toBeGreaterThan(0);
    expect(site.services.map((service) => service.id)).toContain('workflow-automation');
    const dates = site.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(site.caseStudies.every((study) => study.image.file.startsWith(site.dir))).toBe(true);
  });

  it('names the file, the line and the field of a wrong value', () => {
    const calculator = fixtureText('calculator.yaml').replace(/price: \d+/, 'price: 12.5');
    const line = calculator.split('\n').findIndex((text) => text.includes('price: 12.5')) + 1;
    expect(problemsOf(siteWith({ 'calculator.yaml': calculator }))).toEqual([
      `calculator.yaml:${line}: features[0].price: a whole number of dollars`,
    ]);
  });

  it('names the line of a YAML syntax error, a misspelt key and a missing field', () => {
    const site = fixtureText('site.yaml');
    const broken = site.replace('copyrightYear:', 'copyrightYear: [');
    expect(problemsOf(siteWith({ 'site.yaml': broken }))[0]).toMatch(
      /^site\.yaml:\d+: not valid YAML: /,
    );
    const misspelt = site.replace('copyrightYear:', 'copyrightYaer:');
    const line = misspelt.split('\n').findIndex((text) => text.startsWith('copyrightYaer')) + 1;
    expect(problemsOf(siteWith({ 'site.yaml': misspelt }))).toEqual([
      `site.yaml:${line}: copyrightYaer: not a field of this file (a misspelling?)`,
    ]);
    const noEmail = site.replace(/^ {2}email: .*\n/m, '');
    expect(problemsOf(siteWith({ 'site.yaml': noEmail }))[0]).toMatch(
      /^site\.yaml:\d+: contact\.email: /,
    );
  });

  it('counts the front matter lines of a Markdown file from the top of the file', () => {
    const post = fixtureText('posts/how-to-build-mvp-in-4-weeks.md').replace(
      /^date: .*$/m,
      'date: 19 March 2024',
    );
    const line = post.split('\n').findIndex((text) => text.startsWith('date:')) + 1;
    expect(problemsOf(siteWith({ 'posts/how-to-build-mvp-in-4-weeks.md': post }))).toEqual([
      `posts/how-to-build-mvp-in-4-weeks.md:${line}: date: a date written YYYY-MM-DD`,
    ]);
  });

  it('reports every mistake at once, one line each', () => {
    const problems = problemsOf(
      siteWith({
        'calculator.yaml': 'features: []\n',
        'posts/Bad Name.md': '---\ntitle: x\n---\n',
        'posts/no-front-matter.md': '# Just a heading\n',
        'testimonials.yaml': '- quote: Great\n  name: Ann\n',
      }),
    );
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(problem).not.toContain('\n');
    expect(problems.join('\n')).toMatch(/testimonials\.yaml:1: \[0\]\.role: missing: add the role/);
  });

  it('refuses an image that is missing or outside the folder', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'leadline-outside-'));
    copies.push(outside);
    writeFileSync(path.join(outside, 'me.jpg'), 'not really');
    const dir = siteWith({
      'site.yaml': fixtureText('site.yaml').replace(
        'photo: images/owner.jpg',
        'photo: images/me.jpg',
      ),
    });
    expect(problemsOf(dir)[0]).toMatch(
      /^site\.yaml:\d+: owner\.photo: no such file: images\/me\.jpg$/,
    );
    symlinkSync(path.join(outside, 'me.jpg'), path.join(dir, 'images/me.jpg'));
    expect(problemsOf(dir)[0]).toMatch(/owner\.photo: must be inside the site folder$/);
    const parent = fixtureText('site.yaml').replace('photo: images/owner.jpg', 'photo: ../me.jpg');
    expect(problemsOf(siteWith({ 'site.yaml': parent }))[0]).toMatch(/owner\.photo: a path inside/);
  });

  it('refuses a glossary marker that names no term', () => {
    const service = fixtureText('services/api-integration.md').replace(
      'An {{API integration}}',
      'An {{API integratoin}}',
    );
    expect(problemsOf(siteWith({ 'services/api-integration.md': service }))).toEqual([
      expect.stringMatching(
        /^services\/api-integration\.md:\d+: \{\{API integratoin\}\} names no term of glossary\.yaml$/,
      ),
    ]);
  });

  it('leaves drafts out and lets optional files be missing', () => {
    const post = '---\ntitle: Soon\ndate: 2030-01-01\nsummary: Not yet.\ndraft: true\n---\nBody\n';
    const site = loadSiteFolder(siteWith({ 'posts/soon.md': post, 'testimonials.yaml': null }));
    expect(site.posts.map((p) => p.slug)).not.toContain('soon');
    expect(site.testimonials).toEqual([]);
  });

  it('says what is wrong with a file it cannot read, in one line', () => {
    const dir = siteWith({ 'posts/how-to-build-mvp-in-4-weeks.md': null, 'site.yaml': null });
    mkdirSync(path.join(dir, 'site.yaml'));
    mkdirSync(path.join(dir, 'posts/folder.md'));
    symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'posts/dangling.md'));
    const problems = problemsOf(dir);
    expect(problems).toContain('site.yaml:1: is a folder, not a file');
    expect(problems).toContain('posts/folder.md:1: is a folder, not a file');
    expect(problems).toContain('posts/dangling.md:1: is a link to a file that does not exist');
    if (process.getuid?.() !== 0) {
      // root reads anything: the permission case needs another user
      const post = path.join(dir, 'posts/api-integration-best-practices.md');
      chmodSync(post, 0o000);
      expect(problemsOf(dir).join('\n')).toContain('permission denied');
    }
  });

  it('says a file of the wrong shape in words, and one glossary mistake once', () => {
    expect(problemsOf(siteWith({ 'site.yaml': 'just a sentence\n' }))).toEqual([
      'site.yaml:1: the file must hold fields (such as name: ...), one per line',
    ]);
    expect(problemsOf(siteWith({ 'testimonials.yaml': 'quote: hi\n' }))).toEqual([
      'testimonials.yaml:1: the file must be a list, each item starting with "- "',
    ]);
    const year = fixtureText('site.yaml').replace(/^copyrightYear: .*$/m, 'copyrightYear: soon');
    expect(problemsOf(siteWith({ 'site.yaml': year }))[0]).toMatch(
      /^site\.yaml:\d+: copyrightYear: must be a number$/,
    );
    const broken = `${fixtureText('glossary.yaml')}\n- term: [\n`;
    const problems = problemsOf(siteWith({ 'glossary.yaml': broken }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^glossary\.yaml:\d+: not valid YAML/);
  });

  it('fingerprints what the loader reads: through links, and any size', () => {
    const dir = siteWith();
    const outside = mkdtempSync(path.join(os.tmpdir(), 'leadline-linked-'));
    copies.push(outside);
    writeFileSync(
      path.join(outside, 'post.md'),
      fixtureText('posts/how-to-build-mvp-in-4-weeks.md'),
    );
    rmSync(path.join(dir, 'posts/how-to-build-mvp-in-4-weeks.md'));
    symlinkSync(
      path.join(outside, 'post.md'),
      path.join(dir, 'posts/how-to-build-mvp-in-4-weeks.md'),
    );
    const before = siteFingerprint(dir);
    writeFileSync(
      path.join(outside, 'post.md'),
      `${fixtureText('posts/how-to-build-mvp-in-4-weeks.md')}\nMore.\n`,
    );
    expect(siteFingerprint(dir)).not.toBe(before);
    const big = path.join(dir, 'images/large.bin');
    writeFileSync(big, Buffer.alloc(3 * (1 << 20), 1));
    const withBig = siteFingerprint(dir);
    writeFileSync(big, Buffer.alloc(3 * (1 << 20), 2));
    expect(siteFingerprint(dir)).not.toBe(withBig);
  });

  it('answers any text in a YAML file with problems, never another error', () => {
    const dir = siteWith();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        writeFileSync(path.join(dir, 'calculator.yaml'), text);
        try {
          loadSiteFolder(dir);
        } catch (error) {
          if (!(error instanceof SiteFolderError)) throw error;
          expect(error.problems.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
