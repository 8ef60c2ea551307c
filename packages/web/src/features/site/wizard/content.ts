/**
 * The workflow wizard's copy: the page intro, each step's question, and the answer options. The option
 * values (and their labels) are the domain's, so the server accepts exactly what the wizard offers.
 */
import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  type WIZARD_STEPS,
} from '@leadline/domain';

export type WizardStepId = (typeof WIZARD_STEPS)[number];

export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export interface StepCopy {
  /** The question, shown as the step's heading. */
  title: string;
  description: string;
  /** Shown beside the disabled Next button: what the step still needs. */
  requirement?: string;
}

export { WIZARD_PAGE } from './page-copy';

export const STEP_COPY: Record<WizardStepId, StepCopy> = {
  pain_point: {
    title: "What's slowing your business down the most?",
    description: 'Pick the one that costs you the most time.',
    requirement: 'Choose one to continue.',
  },
  current_tools: {
    title: 'Which tools do you use today?',
    description: 'Select all that apply.',
    requirement: 'Select at least one tool to continue.',
  },
  manual_process: {
    title: 'Walk me through the manual process.',
    description:
      'Optional: what happens, step by step, and who does it? The more detail, the better my reply.',
  },
  team_size: {
    title: 'How many people work with this process?',
    description: 'Everyone who touches it, you included.',
    requirement: 'Choose one to continue.',
  },
  success_vision: {
    title: 'What would success look like?',
    description: 'Imagine it is fixed. What is different about your week?',
    requirement: 'Describe what success looks like to continue.',
  },
  timeline_budget: {
    title: 'When do you need it, and what is your budget?',
    description: 'Rough answers are fine: they help me suggest the right scope.',
    requirement: 'Choose a timeline and a budget range to continue.',
  },
  contact_info: {
    title: 'Where should I send my reply?',
    description: "I'll review your workflow and reach out within 24 hours.",
    requirement: 'Enter your name and a valid email address to submit.',
  },
};

export const OPTIONS = {
  painPoint: PAIN_POINTS,
  currentTools: CURRENT_TOOLS,
  teamSize: TEAM_SIZES,
  timeline: TIMELINES,
  budgetRange: BUDGET_RANGES,
} as const;

export const FIELD_LABELS = {
  manualProcess: 'Your current process',
  manualProcessPlaceholder:
    'e.g. Orders arrive by e-mail, I copy them into a spreadsheet, then update QuickBooks by hand...',
  successVision: 'What success looks like',
  successVisionPlaceholder:
    'e.g. Orders flow straight into our books and I get my Friday afternoons back.',
  timeline: 'Timeline',
  budgetRange: 'Budget range',
  name: 'Name',
  email: 'Email',
  company: 'Company (Optional)',
} as const;

export const BUTTONS = {
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const;

export const TOASTS = {
  success: {
    title: "Perfect! We'll be in touch soon.",
    description: "I'll review your workflow and reach out within 24 hours.",
  },
  failure: { title: "Couldn't save that", description: 'Please try again or email directly.' },
} as const;

export const DONE = {
  title: 'Thanks! Your workflow is in.',
  body: "I'll review your answers and reach out within 24 hours with ideas on what to build first.",
  home: 'Back to Home',
  blog: 'Read the Blog',
} as const;
