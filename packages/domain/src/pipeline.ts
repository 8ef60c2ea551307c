/**
 * The pipeline: one stage per person, from a new lead to a won or lost deal. The per-record statuses
 * (statuses.ts) feed it; a booked call moves a person to `call_booked`.
 */
export const PIPELINE_STAGES = [
  'new',
  'contacted',
  'call_booked',
  'proposal_sent',
  'won',
  'lost',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  call_booked: 'Call booked',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** A deal's value is whole units of the site's currency, at most this. */
export const MAX_DEAL_VALUE = 100_000_000;

export const isPipelineStage = (value: unknown): value is PipelineStage =>
  typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);
