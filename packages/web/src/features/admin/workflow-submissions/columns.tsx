import { PersonLink } from '../people/person-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatDay, formatTime } from '../../../lib/format';
import type { WorkflowSubmission } from './api';
import {
  budgetLabel,
  MISSING,
  painPointLabel,
  statusLabel,
  teamSizeLabel,
  timelineLabel,
} from './labels';
import { workflowProgress, type ProgressKind } from './progress';
import { hasScoreOrFit, ScoreAndFit } from '../fit/score-and-fit';
import { StageBadge } from '../pipeline/stage-badge';

const PROGRESS_CLASSES: Record<ProgressKind, string> = {
  complete: 'border border-success bg-card text-success',
  partial: '',
  incomplete: 'bg-muted text-muted-foreground',
};

export function ProgressBadge({ submission }: { submission: WorkflowSubmission }) {
  const { kind, label } = workflowProgress(submission.completedSteps, submission.totalSteps);
  return <Badge className={cn('whitespace-nowrap', PROGRESS_CLASSES[kind])}>{label}</Badge>;
}

/** Who sent it, for people and for screen readers naming a row's button. */
export const submitterOf = (submission: WorkflowSubmission): string =>
  submission.name ?? submission.email ?? 'an anonymous visitor';

export function workflowColumns(
  onView: (submission: WorkflowSubmission) => void,
): Column<WorkflowSubmission>[] {
  return [
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row }) => {
        const { name, email, company, personId, score, fit, personStage } = row.original;
        return (
          <div className="min-w-40">
            <p className="font-medium">{name ?? MISSING}</p>
            <PersonLink personId={personId} className="block break-words text-muted-foreground">
              {email ?? MISSING}
            </PersonLink>
            {company && <p className="text-xs text-muted-foreground">{company}</p>}
            {(hasScoreOrFit(score, fit) || personStage) && (
              <p className="mt-1 flex flex-wrap items-center gap-1">
                <ScoreAndFit score={score} fit={fit} />
                <StageBadge stage={personStage} />
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'painPoint',
      header: 'Pain Point',
      cell: ({ row }) => painPointLabel(row.original.painPoint),
    },
    {
      id: 'teamSize',
      header: 'Team Size',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{teamSizeLabel(row.original.teamSize)}</span>
      ),
    },
    {
      id: 'timeline',
      header: 'Timeline',
      cell: ({ row }) => timelineLabel(row.original.timeline),
    },
    {
      id: 'budget',
      header: 'Budget',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{budgetLabel(row.original.budgetRange)}</span>
      ),
    },
    {
      id: 'progress',
      header: 'Progress',
      cell: ({ row }) => <ProgressBadge submission={row.original} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <Badge>{statusLabel(row.original.status)}</Badge>,
    },
    {
      id: 'date',
      header: 'Date',
      cell: ({ row }) => {
        const { createdAt } = row.original;
        if (!createdAt) return MISSING;
        return (
          <div className="whitespace-nowrap">
            <p>{formatDay(createdAt)}</p>
            <p className="text-xs text-muted-foreground">{formatTime(createdAt)}</p>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button variant="outline" size="sm" onClick={() => onView(row.original)}>
          View<span className="sr-only"> submission from {submitterOf(row.original)}</span>
        </Button>
      ),
    },
  ];
}
