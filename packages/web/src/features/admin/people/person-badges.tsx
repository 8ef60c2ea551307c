import { PERSON_KIND_LABELS, type PersonKind, bandOf } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const BAND_CLASSES = {
  hot: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  warm: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  engaged: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  cold: 'bg-muted text-foreground',
} as const;

/** "Best score 80" in its band's colours; nothing without a tracked session. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  return <Badge className={BAND_CLASSES[bandOf(score)]}>Best score {score}</Badge>;
}

/** What the person has done, and how many of their records wait for the owner. */
export function PersonBadges({ kinds, newRecords }: { kinds: PersonKind[]; newRecords: number }) {
  return (
    <div className="flex flex-wrap gap-1">
      {newRecords > 0 && (
        <Badge className="bg-primary text-primary-foreground">{newRecords} new</Badge>
      )}
      {kinds.map((kind) => (
        <Badge
          key={kind}
          className={cn(kind === 'hot' ? BAND_CLASSES.hot : 'bg-muted text-foreground')}
        >
          {PERSON_KIND_LABELS[kind]}
        </Badge>
      ))}
    </div>
  );
}
