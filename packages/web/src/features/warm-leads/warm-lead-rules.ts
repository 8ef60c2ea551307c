/** The warm-leads screen's rules (SPEC sections 2 and 9), as pure functions. */
import { HOT_LEAD_THRESHOLD } from '@leadline/tracker/vocabulary';
import {
  WARM_SCORE_ORANGE_MIN,
  WARM_SCORE_YELLOW_MIN,
  WARM_VERY_CLOSE_AVG,
} from '../admin/constants';
import type { WarmLead } from './api';

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

export interface WarmLeadStats {
  total: number;
  withEmail: number;
  anonymous: number;
  /** The mean score, rounded; 0 without leads. */
  avgScore: number;
}

export function warmLeadStats(leads: readonly Pick<WarmLead, 'email' | 'score'>[]): WarmLeadStats {
  const withEmail = leads.filter((lead) => Boolean(lead.email)).length;
  const sum = leads.reduce((total, lead) => total + lead.score, 0);
  return {
    total: leads.length,
    withEmail,
    anonymous: leads.length - withEmail,
    avgScore: leads.length === 0 ? 0 : Math.round(sum / leads.length),
  };
}

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
