import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIT_GRADES,
  FIT_RULE,
  fitDescription,
  fitLabel,
  fitOf,
  gradeOf,
  type FitAnswers,
} from './fit';
import { BUDGET_RANGES, TEAM_SIZES, TIMELINES, valuesOf } from './wizard';

const maybe = <T>(values: readonly T[]) =>
  fc.option(fc.constantFrom(...values), { nil: undefined });
const answers: fc.Arbitrary<FitAnswers> = fc.record({
  budgetRange: fc.oneof(maybe(valuesOf(BUDGET_RANGES)), fc.constant(null), fc.string()),
  timeline: fc.oneof(maybe(valuesOf(TIMELINES)), fc.constant(null)),
  teamSize: fc.oneof(maybe(valuesOf(TEAM_SIZES)), fc.constant(null)),
  estimateTotal: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
});

describe('fitOf', () => {
  it('grades the example of the issue A, and says why', () => {
    expect(fitOf({ budgetRange: '15k-30k', timeline: '1-2_months' })).toEqual({
      grade: 'A',
      score: 80,
      because: ['Budget $15,000-$30,000', 'Timeline: In 1-2 months'],
    });
  });

  it('is not graded when nothing is known', () => {
    expect(fitOf({})).toEqual({ grade: null, score: null, because: [] });
    expect(
      fitOf({ budgetRange: null, timeline: null, teamSize: null, estimateTotal: null }),
    ).toEqual({ grade: null, score: null, because: [] });
    // An answer outside the vocabulary is not an answer.
    expect(fitOf({ budgetRange: 'lots', estimateTotal: -1 }).grade).toBeNull();
  });

  it('ranks a browser who is just exploring with no budget low', () => {
    expect(fitOf({ budgetRange: 'unsure', timeline: 'exploring' })).toMatchObject({
      grade: 'D',
      score: 10,
    });
    expect(fitOf({ budgetRange: 'unsure', timeline: 'exploring', teamSize: 'just_me' }).grade).toBe(
      'D',
    );
  });

  it('weighs an estimate by its total, with the budget bands', () => {
    expect(fitOf({ estimateTotal: 4_999 })).toMatchObject({ grade: 'D', score: 25 });
    expect(fitOf({ estimateTotal: 5_000 })).toMatchObject({ grade: 'B', score: 55 });
    expect(fitOf({ estimateTotal: 12_500 })).toMatchObject({
      grade: 'B',
      because: ['Estimate $12,500'],
    });
    expect(fitOf({ estimateTotal: 30_000 })).toMatchObject({ grade: 'A', score: 100 });
    // Budget 3 x 55, estimate 2 x 100: (165 + 200) / 5 = 73.
    expect(fitOf({ budgetRange: '5k-15k', estimateTotal: 40_000 })).toMatchObject({
      grade: 'B',
      score: 73,
    });
  });

  it('names each known answer in the order budget, timeline, team, estimate', () => {
    expect(
      fitOf({ estimateTotal: 2_000, teamSize: '6-15', timeline: 'asap', budgetRange: 'unsure' })
        .because,
    ).toEqual([
      'Budget: not sure yet',
      'Timeline: As soon as possible',
      'Team: 6-15 people',
      'Estimate $2,000',
    ]);
  });

  it('gives a score of 0-100 and its grade whenever something is known, one reason per answer', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const fit = fitOf(given);
        const known = [
          Object.hasOwn(FIT_RULE.budgetRange.points, given.budgetRange ?? ''),
          Object.hasOwn(FIT_RULE.timeline.points, given.timeline ?? ''),
          Object.hasOwn(FIT_RULE.teamSize.points, given.teamSize ?? ''),
          given.estimateTotal != null,
        ].filter(Boolean).length;
        expect(fit.because).toHaveLength(known);
        if (known === 0) expect(fit).toEqual({ grade: null, score: null, because: [] });
        else {
          expect(Number.isInteger(fit.score)).toBe(true);
          expect(fit.score).toBeGreaterThanOrEqual(0);
          expect(fit.score).toBeLessThanOrEqual(100);
          expect(fit.grade).toBe(gradeOf(fit.score ?? 0));
        }
      }),
    );
  });

  it('never grades lower when one answer improves', () => {
    const budgets = ['unsure', 'under_5k', '5k-15k', '15k-30k', '30k+'];
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: budgets.length - 2 }), (given, index) => {
        const worse = fitOf({ ...given, budgetRange: budgets[index] });
        const better = fitOf({ ...given, budgetRange: budgets[index + 1] });
        expect(better.score ?? 0).toBeGreaterThanOrEqual(worse.score ?? 0);
        expect(FIT_GRADES.indexOf(better.grade ?? 'D')).toBeLessThanOrEqual(
          FIT_GRADES.indexOf(worse.grade ?? 'D'),
        );
      }),
    );
  });

  it('grades at the floors 75, 55 and 35', () => {
    expect([100, 75, 74, 55, 54, 35, 34, 0].map(gradeOf)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
    ]);
  });
});

describe('the badge texts', () => {
  it('labels a grade, and an ungraded person with a dash', () => {
    expect(fitLabel('A')).toBe('Fit A');
    expect(fitLabel(null)).toBe('—');
  });

  it('says why in one line', () => {
    expect(fitDescription(fitOf({ budgetRange: '15k-30k', timeline: '1-2_months' }))).toBe(
      'Fit A: Budget $15,000-$30,000 · Timeline: In 1-2 months',
    );
    expect(fitDescription(null)).toMatch(/not graded/);
  });
});
