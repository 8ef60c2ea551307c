/**
 * The fit grade: how well a person's answers say they can buy (HubSpot's "fit" beside the
 * engagement score). Written once here; the server stores it per person (`people.fit_*`), the admin
 * and the owner's mails show it. The spec's engagement score and bands are not touched by it.
 */
import { BUDGET_RANGES, TEAM_SIZES, TIMELINES } from './wizard';

export const FIT_GRADES = ['A', 'B', 'C', 'D'] as const;
export type FitGrade = (typeof FIT_GRADES)[number];

/** What the rule reads: the person's latest answer to each question and their latest estimate. */
export interface FitAnswers {
  budgetRange?: string | null;
  timeline?: string | null;
  teamSize?: string | null;
  /** The calculator's estimate total, in whole dollars. */
  estimateTotal?: number | null;
}

export interface Fit {
  /** null when nothing that grades is known. */
  grade: FitGrade | null;
  /** 0-100, the weighted mean of the known answers' points; null when nothing is known. */
  score: number | null;
  /** The known answers, in the order of the dimensions: "Budget $15,000-$30,000". */
  because: string[];
}

/**
 * Each dimension's weight in the mean, and each answer's points (0-100). Budget and timeline say the
 * most (money, and the will to spend it now); an estimate is a price the visitor put together
 * themselves, nearly as telling; team size hints at the size of the problem. "Not sure yet" and
 * "Just exploring" are low, not zero: the visitor still answered.
 */
export const FIT_RULE = {
  budgetRange: {
    weight: 3,
    points: { under_5k: 25, '5k-15k': 55, '15k-30k': 80, '30k+': 100, unsure: 10 },
  },
  timeline: {
    weight: 3,
    points: { asap: 100, '1-2_months': 80, '3-6_months': 50, exploring: 10 },
  },
  teamSize: {
    weight: 1,
    points: { just_me: 25, '2-5': 55, '6-15': 80, '16+': 100 },
  },
  /** An estimate's points by its total, from the lowest band up (the budget ranges' bounds). */
  estimateTotal: {
    weight: 2,
    bands: [
      { from: 0, points: 25 },
      { from: 5_000, points: 55 },
      { from: 15_000, points: 80 },
      { from: 30_000, points: 100 },
    ],
  },
} as const;

/** The lowest score of each grade; below the last one is D. */
export const FIT_GRADE_FLOORS = { A: 75, B: 55, C: 35 } as const;

type Known = { weight: number; points: number; reason: string };

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function choice<P extends Record<string, number>>(
  rule: { weight: number; points: P },
  value: string | null | undefined,
  reason: (value: string) => string,
): Known | undefined {
  if (value == null || !Object.hasOwn(rule.points, value)) return undefined;
  return {
    weight: rule.weight,
    points: rule.points[value as keyof P] as number,
    reason: reason(value),
  };
}

function estimate(total: number | null | undefined): Known | undefined {
  if (total == null || !Number.isFinite(total) || total < 0) return undefined;
  const { weight, bands } = FIT_RULE.estimateTotal;
  const band = bands.findLast((candidate) => total >= candidate.from) ?? bands[0];
  return { weight, points: band.points, reason: `Estimate ${dollars(Math.round(total))}` };
}

export function gradeOf(score: number): FitGrade {
  if (score >= FIT_GRADE_FLOORS.A) return 'A';
  if (score >= FIT_GRADE_FLOORS.B) return 'B';
  if (score >= FIT_GRADE_FLOORS.C) return 'C';
  return 'D';
}

/** The grade of these answers: the weighted mean of the known ones; unknown values count as not given. */
export function fitOf(answers: FitAnswers): Fit {
  const known = [
    choice(FIT_RULE.budgetRange, answers.budgetRange, (value) =>
      value === 'unsure' ? 'Budget: not sure yet' : `Budget ${labelOf(BUDGET_RANGES, value)}`,
    ),
    choice(
      FIT_RULE.timeline,
      answers.timeline,
      (value) => `Timeline: ${labelOf(TIMELINES, value)}`,
    ),
    choice(FIT_RULE.teamSize, answers.teamSize, (value) => `Team: ${labelOf(TEAM_SIZES, value)}`),
    estimate(answers.estimateTotal),
  ].filter((item): item is Known => item !== undefined);
  if (known.length === 0) return { grade: null, score: null, because: [] };
  const weights = known.reduce((sum, item) => sum + item.weight, 0);
  const score = Math.round(
    known.reduce((sum, item) => sum + item.weight * item.points, 0) / weights,
  );
  return { grade: gradeOf(score), score, because: known.map((item) => item.reason) };
}

/** "Fit A", or "—" when not graded. */
export const fitLabel = (grade: FitGrade | null | undefined) => (grade ? `Fit ${grade}` : '—');

/** The badge's accessible text: "Fit A: Budget $15,000-$30,000 · Timeline: In 1-2 months". */
export function fitDescription(fit: Pick<Fit, 'grade' | 'because'> | null | undefined): string {
  if (!fit?.grade) return 'Fit not graded: no budget, timeline, team size or estimate known';
  return fit.because.length > 0
    ? `Fit ${fit.grade}: ${fit.because.join(' · ')}`
    : `Fit ${fit.grade}`;
}

/**
 * How the admin's lead lists can be sorted (`?sort=`). Absent is the default, "the reachable and
 * best first": rows with an address first, then fit grade (A first, ungraded last), then score, then
 * the most recent.
 */
export const LIST_SORTS = ['score', 'fit', 'recent'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const LIST_SORT_LABELS: Record<ListSort | 'best', string> = {
  best: 'Reachable and best first',
  score: 'Score',
  fit: 'Fit',
  recent: 'Most recent',
};
