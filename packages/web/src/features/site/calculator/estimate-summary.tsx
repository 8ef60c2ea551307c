import { useRef, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDollars } from '../../../lib/format';
import { featureCount } from './estimate';
import { EstimateFields, focusField } from './estimate-fields';
import type { Estimate } from './use-estimate';

/** The running total and the reservation form, beside the cards from the md breakpoint up. */
export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = estimate.submit();
    if (outcome === 'email' || outcome === 'name') focusField(form.current, outcome);
  };

  return (
    <Card className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold">Your Estimate</h2>
        <p className="mt-2 text-4xl font-bold tracking-tight" aria-live="polite" aria-atomic>
          {formatDollars(estimate.total)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {featureCount(estimate.selected.length)}
        </p>
      </div>
      <form ref={form} noValidate onSubmit={onSubmit} className="space-y-4">
        <EstimateFields estimate={estimate} />
        <Button type="submit" size="lg" className="w-full" disabled={estimate.pending}>
          {estimate.pending ? 'Processing...' : 'Reserve My Slot'}
        </Button>
      </form>
    </Card>
  );
}
