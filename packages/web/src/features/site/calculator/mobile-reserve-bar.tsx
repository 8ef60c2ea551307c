import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDollars } from '../../../lib/format';
import { featureCount } from './estimate';
import { EstimateFields, focusField } from './estimate-fields';
import type { Estimate } from './use-estimate';

/** Room under the page for the fixed bar (below md), so the footer's last line is not hidden. */
const BAR_ROOM = 'max-md:pb-24';

/** Below md: a bar fixed to the bottom with the total, whose button opens the reservation sheet. */
export function MobileReserveBar({ estimate }: { estimate: Estimate }) {
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.body.classList.add(BAR_ROOM);
    return () => document.body.classList.remove(BAR_ROOM);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // SPEC 5: the sheet's submit does nothing without an address (the browser says why).
    if (estimate.email.trim() === '') return;
    const outcome = estimate.submit();
    // No features: back to the cards, where the toast explains.
    if (outcome === 'features') setOpen(false);
    if (outcome === 'email' || outcome === 'name') focusField(form.current, outcome);
  };

  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-card px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
          <div aria-live="polite" aria-atomic>
            <p className="text-xs text-muted-foreground">
              {featureCount(estimate.selected.length)}
            </p>
            <p className="text-2xl font-bold tracking-tight">{formatDollars(estimate.total)}</p>
          </div>
          <Button size="lg" onClick={() => setOpen(true)} aria-haspopup="dialog">
            Reserve Slot
          </Button>
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        side="bottom"
        title="Reserve Your Slot"
        description={`Estimated total: ${formatDollars(estimate.total)} (${featureCount(estimate.selected.length)})`}
      >
        <form ref={form} onSubmit={onSubmit} className="space-y-4">
          <EstimateFields estimate={estimate} requireEmail />
          <Button type="submit" size="lg" className="w-full" disabled={estimate.pending}>
            {estimate.pending ? 'Processing...' : 'Reserve My Slot'}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
