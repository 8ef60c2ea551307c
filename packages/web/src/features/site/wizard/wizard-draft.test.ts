import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from './wizard-draft';
import { EMPTY_ANSWERS } from './wizard-logic';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[DRAFT_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const answers = {
  ...EMPTY_ANSWERS,
  painPoint: 'reporting' as const,
  currentTools: ['excel' as const],
  teamSize: '2-5' as const,
  successVision: 'Less typing',
};

describe('the wizard draft', () => {
  it('reads back what was written, and nothing once cleared', () => {
    const storage = memoryStorage();
    writeDraft({ sessionId: 's-1', step: 4, answers }, storage);
    expect(readDraft(storage)).toEqual({ sessionId: 's-1', step: 4, answers });
    clearDraft(storage);
    expect(readDraft(storage)).toBeUndefined();
  });

  it('resumes no further than the first step still unanswered', () => {
    const storage = memoryStorage();
    writeDraft({ sessionId: 's-1', step: 6, answers: { ...answers, teamSize: '' } }, storage);
    // Steps 1-3 are answered (3 is optional); 4, the team size, is not.
    expect(readDraft(storage)?.step).toBe(3);
  });

  it.each([
    'not json',
    'null',
    '[]',
    '{"sessionId": 5, "step": 1, "answers": {}}',
    '{"sessionId": "a b/c", "step": 1, "answers": {}}',
    '{"sessionId": "s-1", "step": 1, "answers": null}',
  ])('ignores a stored value that is not a draft: %s', (raw) => {
    expect(readDraft(memoryStorage(raw))).toBeUndefined();
  });

  it('keeps only the answers the form itself could hold', () => {
    const raw = JSON.stringify({
      sessionId: 's-1',
      step: 99,
      answers: {
        painPoint: 'world_domination',
        currentTools: ['excel', 'abacus', 42],
        teamSize: '2-5',
        name: { toString: 'x' },
        successVision: 'x'.repeat(5001),
        email: 'ada@example.com',
        extra: 'dropped',
      },
    });
    expect(readDraft(memoryStorage(raw))).toEqual({
      sessionId: 's-1',
      step: 0,
      answers: {
        ...EMPTY_ANSWERS,
        currentTools: ['excel'],
        teamSize: '2-5',
        email: 'ada@example.com',
      },
    });
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(refusing)).toBeUndefined();
    expect(() => writeDraft({ sessionId: 's', step: 0, answers }, refusing)).not.toThrow();
    expect(() => clearDraft(refusing)).not.toThrow();
  });
});
