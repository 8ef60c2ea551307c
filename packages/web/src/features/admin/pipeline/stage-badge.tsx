import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const STAGE_CLASSES: Partial<Record<PipelineStage, string>> = {
  won: 'border border-success bg-card text-success',
  lost: 'bg-muted text-muted-foreground',
};

/**
 * "Stage: Call booked": where the person of a record is in the pipeline; nothing without a person,
 * nor (unless `showNew`) at New, where every fresh record's person is: only a move is news there.
 */
export function StageBadge({
  stage,
  className,
  showNew = false,
}: {
  stage: PipelineStage | null | undefined;
  className?: string;
  showNew?: boolean;
}) {
  if (!stage || (stage === 'new' && !showNew)) return null;
  return (
    <Badge
      className={cn(
        'whitespace-nowrap',
        STAGE_CLASSES[stage] ?? 'bg-accent text-accent-foreground',
        className,
      )}
    >
      Stage: {PIPELINE_STAGE_LABELS[stage]}
    </Badge>
  );
}
