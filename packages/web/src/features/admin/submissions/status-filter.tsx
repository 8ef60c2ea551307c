import { Select } from '../../../components/ui/select';
import { statusLabel } from './status-label';

const ALL = 'all';

interface StatusFilterProps<TStatus extends string> {
  statuses: readonly TStatus[];
  /** Absent means every status. */
  value: TStatus | undefined;
  onChange: (status: TStatus | undefined) => void;
}

/** The list's status filter: All, then each status. */
export function StatusFilter<TStatus extends string>({
  statuses,
  value,
  onChange,
}: StatusFilterProps<TStatus>) {
  const options = [
    { value: ALL, label: 'All' },
    ...statuses.map((status) => ({ value: status, label: statusLabel(status) })),
  ];
  return (
    <div className="flex items-center gap-2">
      {/* The visible twin of the control's accessible name. */}
      <span aria-hidden className="text-sm text-muted-foreground">
        Filter by status
      </span>
      <Select<string>
        label="Filter by status"
        value={value ?? ALL}
        options={options}
        onChange={(next) => onChange(statuses.find((status) => status === next))}
      />
    </div>
  );
}
