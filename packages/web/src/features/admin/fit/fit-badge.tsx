import { fitDescription, fitLabel, type Fit, type Json } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const GRADE_CLASSES: Record<string, string> = {
  A: 'border border-success bg-card text-success',
  B: 'bg-accent text-accent-foreground',
  C: 'bg-muted text-foreground',
  D: 'bg-muted text-muted-foreground',
};

/**
 * "Fit A" beside a score, saying why on hover and to a screen reader ("Fit A: Budget
 * $15,000-$30,000 · Timeline: In 1-2 months"); "—" for a person not graded; nothing for a row without
 * an address (fit null).
 */
export function FitBadge({ fit, className }: { fit: Json<Fit> | null; className?: string }) {
  if (!fit) return null;
  const description = fitDescription(fit);
  return (
    <Badge
      role="img"
      aria-label={description}
      title={description}
      className={cn(
        'whitespace-nowrap',
        fit.grade ? GRADE_CLASSES[fit.grade] : 'bg-transparent text-muted-foreground',
        className,
      )}
    >
      {fitLabel(fit.grade)}
    </Badge>
  );
}
