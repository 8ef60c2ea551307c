/** The warm-leads screen's rules (SPEC sections 2 and 9), as pure functions. */
import { HOT_LEAD_THRESHOLD } from '@leadline/domain';
import { WARM_SCORE_ORANGE_MIN, WARM_SCORE_YELLOW_MIN, WARM_VERY_CLOSE_AVG } from '../constants';
import type { WarmLeadStats } from './api';

export type WarmScoreTone = 'orange' | 'yellow' | 'blue';

/** 70 and up orange, 60-69 yellow, below 60 blue. */
export function warmScoreTone(score: number): WarmScoreTone {
  if (score >= WARM_SCORE_ORANGE_MIN) return 'orange';
  if (score >= WARM_SCORE_YELLOW_MIN) return 'yellow';
  return 'blue';
}

/** Points still missing to a hot lead (75), never negative. */
export const pointsToHot = (score: number): number => Math.max(0, HOT_LEAD_THRESHOLD - score);

/** "7 to hot". */
export const toHotLabel = (score: number): string => `${pointsToHot(score)} to hot`;

/** 'very close' when the average score exceeds 65, else 'getting close'. */
export const closeness = (avgScore: number): 'very close' | 'getting close' =>
  avgScore > WARM_VERY_CLOSE_AVG ? 'very close' : 'getting close';

/** The sentence above the list: how many visitors, how close they are, and their average score. */
export function warmIntro({ total, avgScore }: Pick<WarmLeadStats, 'total' | 'avgScore'>): string {
  const [visitors, becoming] =
    total === 1 ? ['1 visitor is', 'a hot lead'] : [`${total} visitors are`, 'hot leads'];
  return (
    `${visitors} ${closeness(avgScore)} to becoming ${becoming}, with an average score of ` +
    `${avgScore} (${pointsToHot(avgScore)} points short of ${HOT_LEAD_THRESHOLD}).`
  );
}
