import type { CatalogueFeature } from '@leadline/domain';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDollars } from '../../../lib/format';

interface FeatureCardProps {
  feature: CatalogueFeature;
  selected: boolean;
  onToggle: () => void;
}

/** One feature of the catalogue as a toggle button: its state is read out as "pressed". */
export function FeatureCard({ feature, selected, onToggle }: FeatureCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex h-full w-full flex-col gap-2 rounded-xl border-2 bg-card p-5 text-left shadow-sm transition',
        selected ? 'border-primary bg-accent' : 'border-border hover:border-primary/50',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold">{feature.name}</span>
        <span
          aria-hidden
          className={cn(
            'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
            selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
          )}
        >
          {selected && <CheckIcon className="h-4 w-4" />}
        </span>
      </span>
      <span className="flex-1 text-sm text-muted-foreground">{feature.description}</span>
      <span className="text-lg font-bold">{formatDollars(feature.price)}</span>
    </button>
  );
}
