/** Human words for the stored values of a questionnaire (the wizard's own option labels). */
import { statusLabel, WORKFLOW_STATUSES, type WorkflowStatus } from '@leadline/domain';

export {
  budgetLabel,
  MISSING,
  painPointLabel,
  statusLabel,
  teamSizeLabel,
  timelineLabel,
  toolsLabel,
} from '@leadline/domain';

/** Free text, or a dash when there is none. */
export const textOrDash = (value: string | null | undefined): string =>
  value && value.trim() !== '' ? value : '-';

export const WORKFLOW_STATUS_OPTIONS: readonly { value: WorkflowStatus; label: string }[] =
  WORKFLOW_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

export function isWorkflowStatus(value: unknown): value is WorkflowStatus {
  return typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value);
}
