import type { ReactNode } from 'react';
import type { Option } from './content';

const OPTION_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-lg border bg-background p-4 text-sm font-medium transition hover:bg-muted has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground';

interface GroupProps {
  /** A visible legend; without one, name the group with labelledBy. */
  legend?: ReactNode;
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
}

function Group({ legend, labelledBy, describedBy, children }: GroupProps) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="min-w-0">
      {legend && <legend className="mb-3 text-sm font-semibold">{legend}</legend>}
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface RadioGroupProps<T extends string> extends Omit<GroupProps, 'children'> {
  name: string;
  options: readonly Option<T>[];
  value: T | '';
  onChange: (value: T) => void;
}

/** One answer from a list: real radio inputs, so arrow keys move between them. */
export function RadioGroup<T extends string>({
  name,
  options,
  value,
  onChange,
  ...group
}: RadioGroupProps<T>) {
  return (
    <Group {...group}>
      {options.map((option) => (
        <label key={option.value} className={OPTION_CLASS}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="h-4 w-4 shrink-0 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </Group>
  );
}

interface CheckboxGroupProps<T extends string> extends Omit<GroupProps, 'children'> {
  name: string;
  options: readonly Option<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
}

/** Any number of answers from a list, kept in the list's order. */
export function CheckboxGroup<T extends string>({
  name,
  options,
  values,
  onChange,
  ...group
}: CheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? checked : values.includes(candidate))),
    );
  return (
    <Group {...group}>
      {options.map((option) => (
        <label key={option.value} className={OPTION_CLASS}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={values.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            className="h-4 w-4 shrink-0 accent-primary"
          />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
