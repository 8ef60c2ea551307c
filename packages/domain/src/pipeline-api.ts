/**
 * The pipeline's API: a person's deal (PATCH /api/admin/people/:id) and the board
 * (GET /api/admin/pipeline).
 */
import { number, object, string } from 'yup';
import { isCalendarDay } from './calendar-day';
import type { Fit } from './fit';
import { MAX_DEAL_VALUE, PIPELINE_STAGES, type PipelineStage } from './pipeline';

/** PATCH /api/admin/people/:id: any of the three; null clears a deal value or a close date. */
export const personDealSchema = object({
  stage: string()
    .strict()
    .typeError(`stage must be one of: ${PIPELINE_STAGES.join(', ')}.`)
    .oneOf(PIPELINE_STAGES, `stage must be one of: ${PIPELINE_STAGES.join(', ')}.`)
    .optional(),
  dealValue: number()
    .strict()
    .typeError('dealValue must be a whole number or null.')
    .integer('dealValue must be a whole number or null.')
    .min(0, 'dealValue must be 0 or more.')
    .max(MAX_DEAL_VALUE, `dealValue must be at most ${MAX_DEAL_VALUE.toLocaleString('en-US')}.`)
    .nullable()
    .optional(),
  expectedCloseAt: string()
    .strict()
    .typeError('expectedCloseAt must be a date (YYYY-MM-DD) or null.')
    .test('day', 'expectedCloseAt must be a date (YYYY-MM-DD) or null.', (value) =>
      typeof value === 'string' ? isCalendarDay(value) : true,
    )
    .nullable()
    .optional(),
}).test(
  'something',
  'Send stage, dealValue and/or expectedCloseAt.',
  (value) =>
    value.stage !== undefined ||
    value.dealValue !== undefined ||
    value.expectedCloseAt !== undefined,
);

export interface PersonDealPatch {
  stage?: PipelineStage;
  dealValue?: number | null;
  expectedCloseAt?: string | null;
}

/** The most cards a stage of the board lists (its newest by activity); `count` is of all. */
export const PIPELINE_CARDS_PER_STAGE = 100;

/** One person on the board. */
export interface PipelineCard {
  id: string;
  name: string | null;
  email: string;
  company: string | null;
  /** Whole units of the site's currency; null when not set. */
  dealValue: number | null;
  /** YYYY-MM-DD, or null. */
  expectedCloseAt: string | null;
  /** When the person reached this stage; null for one never moved. */
  stageChangedAt: Date | null;
  fit: Fit;
  bestScore: number | null;
}

/** One column of the board. */
export interface PipelineColumn {
  stage: PipelineStage;
  label: string;
  count: number;
  /** The sum of the deal values of every person in the stage. */
  value: number;
  people: PipelineCard[];
}

/** GET /api/admin/pipeline: every stage, in order. */
export interface PipelineBoard {
  stages: PipelineColumn[];
}
