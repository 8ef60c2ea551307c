import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const STAGE_CLASSES: Partial<Record<PipelineStage, string>> = {
  won: 'border border-success bg-card text-success',
  lost: 'bg-muted text-muted-foreground',
};

/** "Stage: Call booked": where the person of a record is in the pipeline; nothing without a person. */
export function StageBadge({
  stage,
  className,
}: {
  stage: PipelineStage | null | undefined;
  className?: string;
}) {
  if (!stage) return null;
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
