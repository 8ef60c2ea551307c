/**
 * The questionnaire in progress, kept in the tab's sessionStorage so that a reload resumes at the same
 * step with the same answers and goes on saving into the same row (its session id). What is read back
 * is checked field by field: storage is the visitor's to edit.
 */
import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  LIMITS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  valuesOf,
} from '@leadline/domain';
import { canLeaveStep, EMPTY_ANSWERS, LAST_STEP, type WizardAnswers } from './wizard-logic';

import { DRAFT_KEY } from './draft-key';

export { DRAFT_KEY };

export interface WizardDraft {
  sessionId: string;
  step: number;
  answers: WizardAnswers;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const tabStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

const CHOICES = {
  painPoint: valuesOf(PAIN_POINTS),
  teamSize: valuesOf(TEAM_SIZES),
  timeline: valuesOf(TIMELINES),
  budgetRange: valuesOf(BUDGET_RANGES),
} as const;
const TEXTS = {
  manualProcess: LIMITS.wizardText,
  successVision: LIMITS.wizardText,
  name: LIMITS.name,
  email: LIMITS.email,
  company: LIMITS.company,
} as const;

/** The answers a stored value holds, each kept only when it is one the form itself could hold. */
function answersOf(value: Record<string, unknown>): WizardAnswers {
  const answers: WizardAnswers = { ...EMPTY_ANSWERS };
  for (const [field, allowed] of Object.entries(CHOICES) as [keyof typeof CHOICES, string[]][]) {
    const choice = value[field];
    if (typeof choice === 'string' && allowed.includes(choice))
      (answers as unknown as Record<string, string>)[field] = choice;
  }
  for (const [field, max] of Object.entries(TEXTS) as [keyof typeof TEXTS, number][]) {
    const text = value[field];
    if (typeof text === 'string' && text.length <= max) answers[field] = text;
  }
  const tools = value.currentTools;
  if (Array.isArray(tools))
    answers.currentTools = valuesOf(CURRENT_TOOLS).filter((tool) => tools.includes(tool));
  return answers;
}

/** The draft of this tab, at the furthest step its answers allow; undefined without one. */
export function readDraft(storage = tabStorage()): WizardDraft | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { sessionId, step, answers } = value as Record<string, unknown>;
    if (typeof sessionId !== 'string' || !/^[\w-]{1,100}$/.test(sessionId)) return undefined;
    if (typeof answers !== 'object' || answers === null) return undefined;
    const kept = answersOf(answers as Record<string, unknown>);
    const wanted = Number.isInteger(step) ? Math.min(Math.max(step as number, 0), LAST_STEP) : 0;
    // Never past a step whose answer is missing.
    let reached = 0;
    while (reached < wanted && canLeaveStep(reached, kept)) reached += 1;
    return { sessionId, step: reached, answers: kept };
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: WizardDraft, storage = tabStorage()): void {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the questionnaire works on without resuming.
  }
}

export function clearDraft(storage = tabStorage()): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
