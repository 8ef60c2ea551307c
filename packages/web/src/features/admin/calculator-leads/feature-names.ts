import { featureName } from '@leadline/domain';
import { LEAD_FEATURES_SHOWN } from '../constants';

export { featureName };

/** The feature names a lead row shows, and how many more it has ('+N more'). */
export function featureSummary(
  ids: readonly string[],
  shown: number = LEAD_FEATURES_SHOWN,
): { names: string[]; more: number } {
  return { names: ids.slice(0, shown).map(featureName), more: Math.max(0, ids.length - shown) };
}
