import { lineItemNames, type LineItem } from '@leadline/domain';
import { LEAD_FEATURES_SHOWN } from '../constants';

/**
 * The feature names a lead row shows, as stored with the lead (the names they had when the visitor
 * chose them), and how many more it has ('+N more').
 */
export function featureSummary(
  lines: readonly Pick<LineItem, 'name'>[],
  shown: number = LEAD_FEATURES_SHOWN,
): { names: string[]; more: number } {
  return {
    names: lineItemNames(lines.slice(0, shown)),
    more: Math.max(0, lines.length - shown),
  };
}
