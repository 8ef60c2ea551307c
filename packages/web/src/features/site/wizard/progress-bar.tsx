interface ProgressBarProps {
  /** 0 to max. */
  value: number;
  max?: number;
  /** What the bar measures, for screen readers. */
  label: string;
  /** The value in words, e.g. 'Step 3 of 7'. */
  valueText: string;
}

/** A progress bar with its value exposed to assistive technology. */
export function ProgressBar({ value, max = 100, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
