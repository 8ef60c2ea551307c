import { PersonLink } from '../people/person-link';
import { StickyNoteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Fit, Json, PipelineStage } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { hasScoreOrFit, ScoreAndFit } from '../fit/score-and-fit';
import { hasNotes } from './notes-dialog';
import { StageBadge } from '../pipeline/stage-badge';

/** The id of a row's e-mail element, which names the row for its buttons. */
export const emailElementId = (rowId: string) => `${rowId}-email`;

interface ContactCellProps {
  rowId: string;
  name: string | null;
  email: string;
  notes: string | null;
  /** The person of the address: the address links to their record. */
  personId?: string | null;
  /** Extra badges before the notes badge (a company). */
  badges?: ReactNode;
  /** The engagement score of the session it was sent from, if tracked. */
  score: number | null;
  /** The fit of the address's person (null without one). */
  fit: Json<Fit> | null;
  /** The pipeline stage of the address's person (null without one). */
  personStage?: PipelineStage | null;
}

/**
 * Name (or 'Anonymous'), e-mail, a 'Has notes' badge when there are notes, and beside it the fit
 * badge and the session's score.
 */
export function ContactCell({
  rowId,
  name,
  email,
  notes,
  personId,
  badges,
  score,
  fit,
  personStage,
}: ContactCellProps) {
  return (
    <div className="min-w-48 space-y-1">
      <p className="font-medium">{name?.trim() ? name : 'Anonymous'}</p>
      <p id={emailElementId(rowId)} className="break-words text-muted-foreground">
        <PersonLink personId={personId ?? null}>{email}</PersonLink>
      </p>
      {(badges || hasNotes(notes) || hasScoreOrFit(score, fit) || personStage) && (
        <div className="flex flex-wrap items-center gap-1">
          {badges}
          {hasNotes(notes) && (
            <Badge className="gap-1 bg-muted text-foreground">
              <StickyNoteIcon className="h-3 w-3" aria-hidden />
              Has notes
            </Badge>
          )}
          <ScoreAndFit score={score} fit={fit} />
          <StageBadge stage={personStage} />
        </div>
      )}
    </div>
  );
}
