import { array, number, object, string, type InferType } from 'yup';
import { LIMITS } from './limits';
import { honeypot, optionalEmail, optionalText, sessionId } from './fields';
import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  WIZARD_TOTAL_STEPS,
  valuesOf,
} from './wizard';

const choice = <T extends string>(values: readonly T[], label: string) =>
  string<T>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf(values, `${label} must be one of: ${values.join(', ')}.`)
    .optional();

const isFinal = (completedSteps: unknown) => completedSteps === WIZARD_TOTAL_STEPS;

/**
 * POST /api/workflow-wizard: a partial save on each Next (completedSteps = the step just finished)
 * and the final submit (completedSteps = totalSteps = 7), which alone requires name and e-mail.
 */
export const workflowSchema = object({
  sessionId: sessionId().required('sessionId is required.'),
  completedSteps: number()
    .typeError('completedSteps must be a number.')
    .required('completedSteps is required.')
    .integer('completedSteps must be a whole number.')
    .min(0, 'completedSteps cannot be negative.')
    .max(WIZARD_TOTAL_STEPS, `completedSteps cannot exceed ${WIZARD_TOTAL_STEPS}.`),
  totalSteps: number()
    .typeError('totalSteps must be a number.')
    .required('totalSteps is required.')
    .oneOf([WIZARD_TOTAL_STEPS], `totalSteps must be ${WIZARD_TOTAL_STEPS}.`),
  painPoint: choice(valuesOf(PAIN_POINTS), 'painPoint'),
  currentTools: array()
    .of(
      string()
        .required()
        .oneOf(valuesOf(CURRENT_TOOLS), ({ value }) => `Unknown tool: ${String(value)}.`),
    )
    .max(LIMITS.currentTools, `Choose at most ${LIMITS.currentTools} tools.`)
    .test(
      'unique',
      'Each tool can be chosen only once.',
      (tools) => !tools || new Set(tools).size === tools.length,
    )
    .optional(),
  manualProcess: optionalText(LIMITS.wizardText, 'Manual process'),
  teamSize: choice(valuesOf(TEAM_SIZES), 'teamSize'),
  successVision: optionalText(LIMITS.wizardText, 'Success vision'),
  timeline: choice(valuesOf(TIMELINES), 'timeline'),
  budgetRange: choice(valuesOf(BUDGET_RANGES), 'budgetRange'),
  name: optionalText(LIMITS.name, 'Name').when('completedSteps', {
    is: isFinal,
    then: (field) => field.required('Please enter your name.'),
  }),
  email: optionalEmail().when('completedSteps', {
    is: isFinal,
    then: (field) => field.required('Please enter your email address.'),
  }),
  company: optionalText(LIMITS.company, 'Company'),
  website: honeypot(),
});

export type WorkflowInput = InferType<typeof workflowSchema>;
