import { Select } from '../../../components/ui/select';
import { useSubmissionUpdate, type SubmissionKind } from './api';
import { statusLabel } from './status-label';

interface StatusSelectProps<TStatus extends string> {
  kind: SubmissionKind;
  id: string;
  /** Names the control: "Status for ann@example.com". */
  email: string;
  status: TStatus;
  statuses: readonly TStatus[];
}

/** A row's status, saved as soon as it is chosen; the choice shows while it saves. */
export function StatusSelect<TStatus extends string>({
  kind,
  id,
  email,
  status,
  statuses,
}: StatusSelectProps<TStatus>) {
  const update = useSubmissionUpdate<TStatus>(kind, id);
  const shown = (update.isPending ? update.variables.status : undefined) ?? status;
  return (
    <Select
      label={`Status for ${email}`}
      value={shown}
      options={statuses.map((value) => ({ value, label: statusLabel(value) }))}
      onChange={(next) => {
        if (next !== shown) update.mutate({ status: next });
      }}
    />
  );
}
