import { useState, type FormEvent } from 'react';
import { RANGE_PRESETS, rangeProblems, type ReportRange } from '@leadline/domain';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { formatCalendarDay } from '../../../lib/format';
import { presetOf, type AnalyticsSearch } from './range';

/**
 * The reports' days: the last 7, 30 or 90 days, or two dates of the owner's choosing. Each choice is
 * a URL (the browser's Back goes to the previous range).
 */
export function RangePicker({
  search,
  range,
  onChange,
}: {
  search: AnalyticsSearch;
  range: ReportRange;
  onChange: (search: AnalyticsSearch) => void;
}) {
  const preset = presetOf(search);
  const [custom, setCustom] = useState(preset === 'custom');
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap items-center gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={!custom && preset === days ? 'primary' : 'outline'}
            aria-pressed={!custom && preset === days}
            onClick={() => {
              setCustom(false);
              onChange({ range: days });
            }}
          >
            {days} days
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? 'primary' : 'outline'}
          aria-pressed={custom}
          aria-expanded={custom}
          onClick={() => setCustom(true)}
        >
          Custom
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatCalendarDay(range.from)} – {formatCalendarDay(range.to)}
        </p>
      </div>
      {custom ? <CustomRange range={range} onApply={onChange} /> : null}
    </div>
  );
}

function CustomRange({
  range,
  onApply,
}: {
  range: ReportRange;
  onApply: (search: AnalyticsSearch) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = rangeProblems(from || undefined, to || undefined);
    setErrors(problems ?? {});
    if (!problems) onApply({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Custom range"
      className="flex flex-wrap items-start gap-3"
      noValidate
    >
      <InputField
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        error={errors.from}
        onChange={(event) => setFrom(event.target.value)}
        className="w-44"
      />
      <InputField
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        error={errors.to}
        onChange={(event) => setTo(event.target.value)}
        className="w-44"
      />
      <Button type="submit" size="md" className="mt-7">
        Apply
      </Button>
    </form>
  );
}
