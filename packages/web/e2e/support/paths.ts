/** Where the built pieces live, from packages/web/e2e/support. */
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const REPO_ROOT = at('../../../../');
export const WEB_ROOT = at('../../');
export const WEB_DIST = at('../../dist/');
/** The site built with CONSENT_MODE=opt-in, for consent-opt-in.test.ts (support/build.ts). */
export const OPT_IN_DIST = at('../../build/opt-in/dist/');
export const SERVER_MAIN = at('../../../server/dist/main.js');
export const CLI_MAIN = at('../../../cli/dist/index.js');
