import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as Primitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectProps<T extends string> {
  /** The accessible name (visible labels can point here with aria-labelledby instead). */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/** A keyboard-friendly select (Radix): type-ahead, arrows, Escape, and focus returned on close. */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: SelectProps<T>) {
  return (
    <Primitive.Root value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <Primitive.Trigger
        aria-label={label}
        className={cn(
          'inline-flex h-9 min-w-32 items-center justify-between gap-2 rounded-md border bg-background px-3 text-sm disabled:opacity-50',
          className,
        )}
      >
        <Primitive.Value />
        <Primitive.Icon>
          <ChevronDownIcon className="h-4 w-4 opacity-60" aria-hidden />
        </Primitive.Icon>
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border bg-card text-foreground shadow-lg"
        >
          <Primitive.Viewport className="p-1">
            {options.map((option) => (
              <Primitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer items-center rounded-sm py-1.5 pr-2 pl-7 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <Primitive.ItemIndicator className="absolute left-2">
                  <CheckIcon className="h-4 w-4" aria-hidden />
                </Primitive.ItemIndicator>
                <Primitive.ItemText>{option.label}</Primitive.ItemText>
              </Primitive.Item>
            ))}
          </Primitive.Viewport>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
