import { describe, expect, it } from 'vitest';
import { closeness, pointsToHot, toHotLabel, warmIntro, warmScoreTone } from './warm-lead-rules';

describe('warmScoreTone', () => {
  it('is orange from 70, yellow from 60 to 69, blue below 60', () => {
    expect(warmScoreTone(74)).toBe('orange');
    expect(warmScoreTone(70)).toBe('orange');
    expect(warmScoreTone(69)).toBe('yellow');
    expect(warmScoreTone(60)).toBe('yellow');
    expect(warmScoreTone(59)).toBe('blue');
    expect(warmScoreTone(50)).toBe('blue');
  });
});

describe('points to hot', () => {
  it('is 75 minus the score, never negative', () => {
    expect(pointsToHot(68)).toBe(7);
    expect(pointsToHot(50)).toBe(25);
    expect(pointsToHot(74)).toBe(1);
    expect(pointsToHot(80)).toBe(0);
    expect(toHotLabel(68)).toBe('7 to hot');
  });
});

describe('closeness and the intro', () => {
  it('says very close only when the average exceeds 65', () => {
    expect(closeness(66)).toBe('very close');
    expect(closeness(65)).toBe('getting close');
    expect(closeness(50)).toBe('getting close');
  });

  it('writes a sentence with the count, the closeness and the average', () => {
    expect(warmIntro({ total: 3, avgScore: 68 })).toBe(
      '3 visitors are very close to becoming hot leads, with an average score of 68 (7 points short of 75).',
    );
    expect(warmIntro({ total: 1, avgScore: 55 })).toBe(
      '1 visitor is getting close to becoming a hot lead, with an average score of 55 (20 points short of 75).',
    );
  });
});
