/**
 * The calculator's catalogue, as data: what a visitor can pick and what each costs in whole dollars.
 * It is the site folder's `calculator.yaml` (SITE_DIR), read by the web build and by the server and
 * the CLI at start; nothing here knows its features.
 */
import type { CatalogueFeature } from './site-content/types';

export type { CatalogueFeature };
export type Catalogue = readonly CatalogueFeature[];

/**
 * What a visitor chose, as stored with their estimate: the feature's id, and its name and price at
 * the time, so that renaming, repricing or removing a feature later leaves the estimate as it was.
 */
export interface LineItem {
  id: string;
  name: string;
  /**
   * In whole dollars; null where it is not known: an estimate stored before the lines were kept, whose
   * total the catalogue of its time does not explain (its total is still right).
   */
  price: number | null;
}

export const catalogueIds = (catalogue: Catalogue): string[] =>
  catalogue.map((feature) => feature.id);

export function featureOf(catalogue: Catalogue, id: string): CatalogueFeature | undefined {
  return catalogue.find((feature) => feature.id === id);
}

/** Each id's line, in the order given; an unknown id is an error, never a free line. */
export function lineItemsOf(catalogue: Catalogue, ids: readonly string[]): LineItem[] {
  return ids.map((id) => {
    const feature = featureOf(catalogue, id);
    if (!feature) throw new RangeError(`Unknown feature id: ${id}`);
    return { id, name: feature.name, price: feature.price };
  });
}

/** The lines' names, for a list ("User Authentication, Admin Dashboard"). */
export const lineItemNames = (lines: readonly Pick<LineItem, 'name'>[]): string[] =>
  lines.map((line) => line.name);

/** The total in dollars of the given features of the catalogue; unknown ids are an error, not zero. */
export function totalCostOf(catalogue: Catalogue, ids: readonly string[]): number {
  return lineItemsOf(catalogue, ids).reduce((sum, line) => sum + (line.price ?? 0), 0);
}
