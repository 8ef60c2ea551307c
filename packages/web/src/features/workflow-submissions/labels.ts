/** Human words for the stored values of a questionnaire (the wizard's own option labels). */
import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  WORKFLOW_STATUSES,
  type WorkflowStatus,
} from '@leadline/server/domain';

/** What a missing answer shows. */
export const MISSING = '-';

type Options = readonly { value: string; label: string }[];

/** The option's label; an unknown value shows as stored, a missing one as a dash. */
function labelFrom(options: Options, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return options.find((option) => option.value === value)?.label ?? value;
}

export const painPointLabel = (value: string | null | undefined) => labelFrom(PAIN_POINTS, value);
export const teamSizeLabel = (value: string | null | undefined) => labelFrom(TEAM_SIZES, value);
export const timelineLabel = (value: string | null | undefined) => labelFrom(TIMELINES, value);
export const budgetLabel = (value: string | null | undefined) => labelFrom(BUDGET_RANGES, value);

/** The tools, by label, joined by commas. */
export function toolsLabel(values: readonly string[] | null | undefined): string {
  if (!values || values.length === 0) return MISSING;
  return values.map((value) => labelFrom(CURRENT_TOOLS, value)).join(', ');
}

/** Free text, or a dash when there is none. */
export const textOrDash = (value: string | null | undefined): string =>
  value && value.trim() !== '' ? value : MISSING;

/** 'new' → 'New'. */
export const statusLabel = (status: string): string =>
  status.charAt(0).toUpperCase() + status.slice(1);

export const WORKFLOW_STATUS_OPTIONS: readonly { value: WorkflowStatus; label: string }[] =
  WORKFLOW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value);
}
