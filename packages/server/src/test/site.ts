/**
 * The site folder the tests run on: the fixture at the checkout's root (`fixtures/site`), never the
 * owner's `site/`, so an owner who replaces every file of theirs still passes the tests. A test that
 * needs another catalogue or identity edits a copy of it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lineItemsOf, type Catalogue } from '@leadline/domain';
import { scoringContextOf, type ScoringContext } from '../scoring/rules';
import { loadSite } from '../site';

export const FIXTURE_SITE_DIR = fileURLToPath(
  new URL('../../../../fixtures/site', import.meta.url),
);

export interface SiteCopy {
  dir: string;
  /** Rewrites a file of the copy: `edit` gets its text and answers the new one. */
  edit(file: string, edit: (text: string) => string): void;
  remove(): void;
}

/** A copy of the fixture in a temporary directory, for a test to change. */
export function copyFixtureSite(): SiteCopy {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'leadline-site-')), 'site');
  cpSync(FIXTURE_SITE_DIR, dir, { recursive: true });
  return {
    dir,
    edit: (file, edit) => {
      const full = path.join(dir, file);
      writeFileSync(full, edit(readFileSync(full, 'utf8')));
    },
    remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
}

let catalogue: Catalogue | undefined;

/** The fixture's catalogue, as the test server prices with it. */
export function fixtureCatalogue(): Catalogue {
  catalogue ??= loadSite({ SITE_DIR: FIXTURE_SITE_DIR }).catalogue;
  return catalogue;
}

/**
 * A calculator lead's `line_items` for a test that inserts rows itself: the fixture catalogue's
 * lines of `ids`, as the server stores them.
 */
export const lineItemsJson = (ids: readonly string[]): string =>
  JSON.stringify(lineItemsOf(fixtureCatalogue(), ids));

/** What the test server scores events against: the fixture catalogue's feature ids. */
export const fixtureScoring = (): ScoringContext => scoringContextOf(fixtureCatalogue());
