import { FEATURES } from '@leadline/server/domain';
import { LEAD_FEATURES_SHOWN } from '../admin/constants';

const nameById = new Map<string, string>(FEATURES.map((feature) => [feature.id, feature.name]));

/** A feature's catalogue name; an id the catalogue no longer has is shown as is. */
export const featureName = (id: string): string => nameById.get(id) ?? id;

/** The feature names a lead row shows, and how many more it has ('+N more'). */
export function featureSummary(
  ids: readonly string[],
  shown: number = LEAD_FEATURES_SHOWN,
): { names: string[]; more: number } {
  return { names: ids.slice(0, shown).map(featureName), more: Math.max(0, ids.length - shown) };
}
