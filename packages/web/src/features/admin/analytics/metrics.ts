/** The analytics screen's arithmetic, as pure functions. */
import {
  ENGAGED_THRESHOLD,
  HOT_LEAD_THRESHOLD,
  WARM_LEAD_THRESHOLD,
  type ScoreBand,
} from '@leadline/domain';
import { SOURCE_HIGHLIGHT_PCT } from '../constants';
import type { AnalyticsSummary, TrendItem } from './api';

/** Hot leads as a percentage of all sessions (unrounded); 0 without sessions. */
export function hotLeadRate({ hotLeads, totalSessions }: AnalyticsSummary): number {
  return totalSessions > 0 ? (hotLeads / totalSessions) * 100 : 0;
}

/** A percentage with one decimal: 3.456 → "3.5%". */
export const formatRate = (percentage: number): string => `${percentage.toFixed(1)}%`;

export interface FunnelBar {
  band: ScoreBand;
  label: string;
  count: number;
  /** Percentage of all sessions. */
  share: number;
}

/** Four bars, hot to cold, each a share of all sessions. */
export function funnelBars(summary: AnalyticsSummary): FunnelBar[] {
  const share = (count: number) =>
    summary.totalSessions > 0 ? (count / summary.totalSessions) * 100 : 0;
  const bar = (band: ScoreBand, label: string, count: number): FunnelBar => ({
    band,
    label,
    count,
    share: share(count),
  });
  return [
    bar('hot', `Hot (${HOT_LEAD_THRESHOLD}+)`, summary.hotLeads),
    bar('warm', `Warm (${WARM_LEAD_THRESHOLD}-${HOT_LEAD_THRESHOLD - 1})`, summary.warmLeads),
    bar(
      'engaged',
      `Engaged (${ENGAGED_THRESHOLD}-${WARM_LEAD_THRESHOLD - 1})`,
      summary.engagedLeads,
    ),
    bar('cold', `Cold (0-${ENGAGED_THRESHOLD - 1})`, summary.coldLeads),
  ];
}

/** A day without hot, warm or engaged sessions reads 'No leads'. */
export const hasLeads = (day: TrendItem): boolean =>
  day.hotLeads + day.warmLeads + day.engagedLeads > 0;

/** A source converting above 5% gets the highlighted badge. */
export const isHighlightedSource = (conversionRate: number): boolean =>
  conversionRate > SOURCE_HIGHLIGHT_PCT;
