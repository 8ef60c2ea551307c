/** The wizard's rules, without React: which step may be left, what each save sends, the progress. */
import {
  WIZARD_STEPS,
  WIZARD_TOTAL_STEPS,
  workflowSchema,
  type BudgetRange,
  type CurrentTool,
  type PainPoint,
  type TeamSize,
  type Timeline,
} from '@leadline/domain';
import type { WizardStepId } from './content';

export interface WizardAnswers {
  painPoint: PainPoint | '';
  currentTools: CurrentTool[];
  manualProcess: string;
  teamSize: TeamSize | '';
  successVision: string;
  timeline: Timeline | '';
  budgetRange: BudgetRange | '';
  name: string;
  email: string;
  company: string;
}

export const EMPTY_ANSWERS: WizardAnswers = {
  painPoint: '',
  currentTools: [],
  manualProcess: '',
  teamSize: '',
  successVision: '',
  timeline: '',
  budgetRange: '',
  name: '',
  email: '',
  company: '',
};

/** POST /api/workflow-wizard: the answers given so far and how far the visitor got. */
export interface WorkflowPayload extends Partial<Omit<WizardAnswers, 'currentTools'>> {
  currentTools?: CurrentTool[];
  completedSteps: number;
  totalSteps: number;
  sessionId: string;
}

export const LAST_STEP = WIZARD_TOTAL_STEPS - 1;

export const stepId = (step: number): WizardStepId => WIZARD_STEPS[step] ?? WIZARD_STEPS[0];

const filled = (text: string) => text.trim() !== '';

/** The e-mail check the server makes on the final submit. */
export function isValidEmail(email: string): boolean {
  try {
    workflowSchema.validateSyncAt('email', {
      completedSteps: WIZARD_TOTAL_STEPS,
      totalSteps: WIZARD_TOTAL_STEPS,
      email,
    });
    return true;
  } catch {
    return false;
  }
}

/** SPEC section 5: what each step needs before Next (or, on the last step, the submit) is allowed. */
export function canLeaveStep(step: number, answers: WizardAnswers): boolean {
  switch (stepId(step)) {
    case 'pain_point':
      return answers.painPoint !== '';
    case 'current_tools':
      return answers.currentTools.length > 0;
    case 'manual_process':
      return true;
    case 'team_size':
      return answers.teamSize !== '';
    case 'success_vision':
      return filled(answers.successVision);
    case 'timeline_budget':
      return answers.timeline !== '' && answers.budgetRange !== '';
    case 'contact_info':
      return filled(answers.name) && isValidEmail(answers.email);
  }
}

/** The progress bar: step (0-based) + 1 out of 7, as a whole percentage. */
export const progressPercent = (step: number) =>
  Math.round(((step + 1) / WIZARD_TOTAL_STEPS) * 100);

/**
 * The body of a save: every answer given so far (blank ones left out: the server keeps what it has),
 * completedSteps = the step just finished (1-based), or 7 for the final submit.
 */
export function workflowPayload(
  answers: WizardAnswers,
  completedSteps: number,
  sessionId: string,
): WorkflowPayload {
  const payload: WorkflowPayload = {
    completedSteps,
    totalSteps: WIZARD_TOTAL_STEPS,
    sessionId,
  };
  for (const [key, value] of Object.entries(answers) as [keyof WizardAnswers, unknown][]) {
    if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && filled(value)) {
      Object.assign(payload, { [key]: value });
    }
  }
  return payload;
}

/** What the server already holds from this visit's partial saves. */
export interface SavedProgress {
  answers: string;
  completedSteps: number;
}

const answersKey = ({
  completedSteps: _c,
  totalSteps: _t,
  sessionId: _s,
  ...answers
}: WorkflowPayload) => JSON.stringify(answers);

/** The server's view after `payload` is saved on top of `saved` (completedSteps only grows). */
export const afterSave = (saved: SavedProgress | undefined, payload: WorkflowPayload) => ({
  answers: answersKey(payload),
  completedSteps: Math.max(saved?.completedSteps ?? 0, payload.completedSteps),
});

/**
 * Whether a partial save would change anything on the server: Back then Next with the same answers
 * would not, and each request counts against the public forms' per-minute rate limit.
 */
export const savesSomethingNew = (saved: SavedProgress | undefined, payload: WorkflowPayload) =>
  !saved || saved.answers !== answersKey(payload) || payload.completedSteps > saved.completedSteps;

/** A random id in the tracker's id alphabet, for visitors who are not tracked (Do Not Track). */
export function randomSessionId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  return `wizard-${random}`;
}
