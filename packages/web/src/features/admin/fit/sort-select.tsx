import { LIST_SORTS, LIST_SORT_LABELS, type ListSort } from '@leadline/domain';
import { Select } from '../../../components/ui/select';

const BEST = 'best';

/** "Sort by": the reachable and best first (the default), then each of `sorts`. */
export function SortSelect({
  value,
  onChange,
  sorts = LIST_SORTS,
}: {
  value: ListSort | undefined;
  onChange: (sort: ListSort | undefined) => void;
  /** The orders offered besides the default (a list without a score of its own has no 'score'). */
  sorts?: readonly ListSort[];
}) {
  const options = [
    { value: BEST, label: LIST_SORT_LABELS.best },
    ...sorts.map((sort) => ({ value: sort, label: LIST_SORT_LABELS[sort] })),
  ];
  return (
    <div className="flex items-center gap-2">
      {/* The visible twin of the control's accessible name. */}
      <span aria-hidden className="text-sm text-muted-foreground">
        Sort by
      </span>
      <Select<string>
        label="Sort by"
        value={value ?? BEST}
        options={options}
        className="min-w-48"
        onChange={(next) => onChange(sorts.find((sort) => sort === next))}
      />
    </div>
  );
}
