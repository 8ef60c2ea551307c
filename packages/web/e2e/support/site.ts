/**
 * The site folder the browser tests' build is made from: the tests' own (fixtures/site), never the
 * example in site/, so an owner who replaces site/ with theirs still passes. support/build.ts builds
 * with it, support/server.ts serves with it, and the specs read what it says from here.
 */
import { loadSiteFolder } from '@leadline/domain/site-folder';
import { FIXTURE_SITE_DIR } from './paths';

export { FIXTURE_SITE_DIR };

/** The fixture's content, as the build read it. */
export const FIXTURE_SITE = loadSiteFolder(FIXTURE_SITE_DIR);

/** The catalogue total of `features`, as the calculator computes it. */
export function featuresCost(features: readonly string[]): number {
  return features.reduce(
    (sum, id) => sum + (FIXTURE_SITE.catalogue.find((feature) => feature.id === id)?.price ?? 0),
    0,
  );
}
