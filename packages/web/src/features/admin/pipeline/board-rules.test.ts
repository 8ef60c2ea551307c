import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABELS } from '@leadline/domain';
import type { Board, Card } from './api';
import { cardName, findCard, moveCard, neighbourStage } from './board-rules';

const card = (id: string, dealValue: number | null): Card => ({
  id,
  name: id === 'b' ? null : `Person ${id}`,
  email: `${id}@example.com`,
  company: null,
  dealValue,
  expectedCloseAt: null,
  stageChangedAt: null,
  fit: { grade: null, score: null, because: [] },
  bestScore: null,
});

const board = (): Board => ({
  stages: PIPELINE_STAGES.map((stage) => ({
    stage,
    label: PIPELINE_STAGE_LABELS[stage],
    count: stage === 'new' ? 3 : 0,
    value: stage === 'new' ? 1500 : 0,
    people: stage === 'new' ? [card('a', 1000), card('b', null), card('c', 500)] : [],
  })),
});

describe('moveCard', () => {
  it('moves the card to the top of its new stage, with the counts and values', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const moved = moveCard(board(), 'a', 'won', now);
    const column = (stage: string) => moved.stages.find((item) => item.stage === stage)!;
    expect(column('new')).toMatchObject({ count: 2, value: 500 });
    expect(column('new').people.map((person) => person.id)).toEqual(['b', 'c']);
    expect(column('won')).toMatchObject({ count: 1, value: 1000 });
    expect(column('won').people[0]).toMatchObject({ id: 'a', stageChangedAt: now.toISOString() });
  });

  it('counts a card without a value as nothing, and leaves the board alone for no move', () => {
    const moved = moveCard(board(), 'b', 'lost');
    expect(moved.stages.find((item) => item.stage === 'lost')).toMatchObject({
      count: 1,
      value: 0,
    });
    const same = board();
    expect(moveCard(same, 'a', 'new')).toBe(same);
    expect(moveCard(same, 'nobody', 'won')).toBe(same);
  });
});

describe('the rest', () => {
  it('finds a card, its neighbours and its name', () => {
    expect(findCard(board(), 'c')).toMatchObject({ stage: 'new', card: { id: 'c' } });
    expect(neighbourStage('new', -1)).toBeUndefined();
    expect(neighbourStage('new', 1)).toBe('contacted');
    expect(neighbourStage('won', 1)).toBe('lost');
    expect(neighbourStage('lost', 1)).toBeUndefined();
    expect(cardName(card('b', null))).toBe('b@example.com');
  });
});
