import { DELIVERY_STATUS_LABELS, type DeliveryStatus } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const TONES: Record<DeliveryStatus, string> = {
  queued: 'bg-muted text-foreground',
  sending: 'bg-muted text-foreground',
  retrying: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  kept: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  suppressed: 'bg-muted text-muted-foreground',
};

/** A message's or a webhook delivery's state, in words and colour. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge className={cn('border-transparent', TONES[status])}>
      {DELIVERY_STATUS_LABELS[status]}
    </Badge>
  );
}
