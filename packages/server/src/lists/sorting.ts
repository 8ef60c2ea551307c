/**
 * How the lead lists sort (`?sort=score|fit|recent`, absent: "the reachable and best first"), as SQL
 * ORDER BY items over a list's own columns. Every order ends with a unique column, so pages never
 * overlap or skip a row.
 */
import { string } from 'yup';
import { LIST_SORTS, type ListSort } from '@leadline/domain';

/** `sort`, when given, must be one of score, fit, recent. */
export const sortField = () =>
  string()
    .oneOf(LIST_SORTS, `sort must be one of: ${LIST_SORTS.join(', ')}.`)
    .optional();

/** The SQL a list sorts by; each an expression over the list's query. */
export interface SortColumns {
  /** True for a row with an e-mail address; absent on a list whose rows all have one. */
  reachable?: string;
  /** The person's fit grade and score (null: not graded, or no person). */
  fitGrade: string;
  fitScore: string;
  /**
   * The engagement score's ORDER BY item, highest first (`h.score desc`; `nulls last` where it can be
   * null, which an index on `score desc` does not serve); absent on a list without a score (then
   * `score` sorts by fit).
   */
  byScore?: string;
  /** The row's time, for "most recent". */
  recent: string;
  /** The unique last item, with its direction: `h.id desc`. */
  tiebreak: string;
}

/** The ORDER BY items of `sort` (undefined: the default). */
export function orderItems(sort: ListSort | undefined, columns: SortColumns): string[] {
  const { reachable, fitGrade, fitScore, byScore: score, recent, tiebreak } = columns;
  const latest = [`${recent} desc`, tiebreak];
  const byScore = score ? [score] : [];
  const byFit = [`${fitScore} desc nulls last`];
  switch (sort) {
    case 'recent':
      return latest;
    case 'score':
      return score ? [...byScore, ...latest] : [...byFit, ...latest];
    case 'fit':
      return [...byFit, ...byScore, ...latest];
    default:
      return [
        ...(reachable ? [`(${reachable}) desc`] : []),
        `${fitGrade} asc nulls last`,
        ...byScore,
        ...latest,
      ];
  }
}

export const orderSql = (sort: ListSort | undefined, columns: SortColumns) =>
  orderItems(sort, columns).join(', ');
