/** Where the built pieces live, from packages/web/e2e/support. */
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../../../../');
/** The site folder every test build and server uses (support/site.ts). */
export const FIXTURE_SITE_DIR = at('../../../../fixtures/site/');
export const WEB_ROOT = at('../../');
export const WEB_DIST = at('../../dist/');
/** The site built with CONSENT_MODE=opt-in, for consent-opt-in.test.ts (support/build.ts). */
export const OPT_IN_DIST = at('../../build/opt-in/dist/');
/** A second owner's site folder, and the site built from it, for other-site.test.ts. */
export const OTHER_SITE_DIR = at('../../../../fixtures/other-site/');
export const OTHER_SITE_DIST = at('../../build/other-site/dist/');
export const SERVER_MAIN = at('../../../server/dist/main.js');
export const CLI_MAIN = at('../../../cli/dist/index.js');
