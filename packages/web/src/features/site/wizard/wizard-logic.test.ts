import { workflowSchema } from '@leadline/domain';
import { describe, expect, it } from 'vitest';
import {
  afterSave,
  canLeaveStep,
  EMPTY_ANSWERS,
  isValidEmail,
  LAST_STEP,
  progressPercent,
  randomSessionId,
  savesSomethingNew,
  stepId,
  workflowPayload,
  type WizardAnswers,
} from './wizard-logic';

const answers = (changes: Partial<WizardAnswers> = {}): WizardAnswers => ({
  ...EMPTY_ANSWERS,
  ...changes,
});

describe('the steps', () => {
  it('come in the spec order, 0 to 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(stepId)).toEqual([
      'pain_point',
      'current_tools',
      'manual_process',
      'team_size',
      'success_vision',
      'timeline_budget',
      'contact_info',
    ]);
    expect(LAST_STEP).toBe(6);
  });

  it('show (step + 1) / 7 as a whole percentage', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(progressPercent)).toEqual([14, 29, 43, 57, 71, 86, 100]);
  });
});

describe('canLeaveStep', () => {
  it('step 1 needs a pain point', () => {
    expect(canLeaveStep(0, answers())).toBe(false);
    expect(canLeaveStep(0, answers({ painPoint: 'reporting' }))).toBe(true);
  });

  it('step 2 needs at least one tool', () => {
    expect(canLeaveStep(1, answers())).toBe(false);
    expect(canLeaveStep(1, answers({ currentTools: ['excel'] }))).toBe(true);
  });

  it('step 3 (the manual process) is optional', () => {
    expect(canLeaveStep(2, answers())).toBe(true);
  });

  it('step 4 needs a team size', () => {
    expect(canLeaveStep(3, answers())).toBe(false);
    expect(canLeaveStep(3, answers({ teamSize: '2-5' }))).toBe(true);
  });

  it('step 5 needs a success vision that is not blank', () => {
    expect(canLeaveStep(4, answers())).toBe(false);
    expect(canLeaveStep(4, answers({ successVision: '   ' }))).toBe(false);
    expect(canLeaveStep(4, answers({ successVision: 'Fewer spreadsheets' }))).toBe(true);
  });

  it('step 6 needs both the timeline and the budget', () => {
    expect(canLeaveStep(5, answers({ timeline: 'asap' }))).toBe(false);
    expect(canLeaveStep(5, answers({ budgetRange: '5k-15k' }))).toBe(false);
    expect(canLeaveStep(5, answers({ timeline: 'asap', budgetRange: '5k-15k' }))).toBe(true);
  });

  it('step 7 needs a name and a valid e-mail; the company is optional', () => {
    expect(canLeaveStep(6, answers({ email: 'ada@example.com' }))).toBe(false);
    expect(canLeaveStep(6, answers({ name: 'Ada' }))).toBe(false);
    expect(canLeaveStep(6, answers({ name: 'Ada', email: 'not-an-email' }))).toBe(false);
    expect(canLeaveStep(6, answers({ name: ' ', email: 'ada@example.com' }))).toBe(false);
    expect(canLeaveStep(6, answers({ name: 'Ada', email: 'ada@example.com' }))).toBe(true);
  });
});

describe('isValidEmail', () => {
  it('accepts what the server accepts', () => {
    expect(isValidEmail(' Ada@Example.com ')).toBe(true);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('ada@')).toBe(false);
  });
});

describe('workflowPayload', () => {
  it('sends the answers given so far, the step just finished, 7 steps and the session', () => {
    const payload = workflowPayload(
      answers({ painPoint: 'inventory', currentTools: ['excel', 'shopify'] }),
      2,
      'session-1',
    );
    expect(payload).toEqual({
      painPoint: 'inventory',
      currentTools: ['excel', 'shopify'],
      completedSteps: 2,
      totalSteps: 7,
      sessionId: 'session-1',
    });
  });

  it('leaves blank answers out', () => {
    expect(workflowPayload(answers({ manualProcess: '  ' }), 3, 's')).toEqual({
      completedSteps: 3,
      totalSteps: 7,
      sessionId: 's',
    });
  });

  it('makes partial saves and the final submit the server accepts', async () => {
    const all = answers({
      painPoint: 'data_entry',
      currentTools: ['quickbooks'],
      manualProcess: 'Copy invoices by hand',
      teamSize: '6-15',
      successVision: 'One click',
      timeline: '1-2_months',
      budgetRange: '15k-30k',
      name: 'Ada',
      email: 'ada@example.com',
    });
    await expect(
      workflowSchema.validate(workflowPayload(answers({ painPoint: 'other' }), 1, 's-1')),
    ).resolves.toMatchObject({ completedSteps: 1 });
    await expect(workflowSchema.validate(workflowPayload(all, 7, 's-1'))).resolves.toMatchObject({
      completedSteps: 7,
      totalSteps: 7,
      email: 'ada@example.com',
    });
  });
});

describe('savesSomethingNew', () => {
  const step = (completedSteps: number, changes: Partial<WizardAnswers> = {}) =>
    workflowPayload(answers({ painPoint: 'reporting', ...changes }), completedSteps, 's');

  it('saves the first time, then only new answers or further progress', () => {
    expect(savesSomethingNew(undefined, step(1))).toBe(true);
    const saved = afterSave(undefined, step(2));
    expect(saved.completedSteps).toBe(2);
    // Back, then Next again with nothing changed: the server already has it.
    expect(savesSomethingNew(saved, step(1))).toBe(false);
    expect(savesSomethingNew(saved, step(2))).toBe(false);
    expect(savesSomethingNew(saved, step(1, { painPoint: 'other' }))).toBe(true);
    expect(savesSomethingNew(saved, step(3))).toBe(true);
  });

  it('remembers the furthest step, as the server does', () => {
    expect(afterSave(afterSave(undefined, step(4)), step(2, { teamSize: 'just_me' }))).toEqual({
      answers: JSON.stringify({ painPoint: 'reporting', teamSize: 'just_me' }),
      completedSteps: 4,
    });
  });
});

describe('randomSessionId', () => {
  it('makes ids the server accepts, different each time', () => {
    const first = randomSessionId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(randomSessionId()).not.toBe(first);
  });
});
