import { Link } from '@tanstack/react-router';
import { GripVerticalIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABELS, type PipelineStage } from '@leadline/domain';
import { cn } from '../../../lib/cn';
import { formatCalendarDay, formatDollars } from '../../../lib/format';
import { FitBadge } from '../fit/fit-badge';
import type { Card } from './api';
import { cardName, neighbourStage } from './board-rules';

/** The id of the text that tells a keyboard user how to move a card (once per board). */
export const MOVE_HELP_ID = 'pipeline-move-help';

interface PipelineCardProps {
  card: Card;
  stage: PipelineStage;
  onMove: (to: PipelineStage) => void;
  /** On the board: a handle to drag, or to move with the arrow keys. */
  handle?: boolean;
  /** The card being dragged: it follows the pointer. */
  offset?: { dx: number; dy: number } | undefined;
  /** Pointer handlers of the drag (use-card-drag.ts). */
  dragProps?: Record<string, unknown>;
}

/** One person on the board or in the phone's list: who, the deal, and where to move them. */
export function PipelineCard({
  card,
  stage,
  onMove,
  handle,
  offset,
  dragProps,
}: PipelineCardProps) {
  const name = cardName(card);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const to = neighbourStage(stage, step);
    if (to) onMove(to);
  };
  return (
    <li
      data-person={card.id}
      aria-label={name}
      className={cn(
        'relative space-y-2 rounded-lg border bg-card p-3 text-sm shadow-sm select-none',
        offset && 'pointer-events-none z-10 opacity-80 shadow-lg',
      )}
      style={offset ? { transform: `translate(${offset.dx}px, ${offset.dy}px)` } : undefined}
      {...dragProps}
    >
      <div className="flex items-start gap-1">
        {handle && (
          <button
            type="button"
            data-drag-handle
            data-card-handle={card.id}
            aria-label={`Move ${name}, now at ${PIPELINE_STAGE_LABELS[stage]}`}
            aria-describedby={MOVE_HELP_ID}
            onKeyDown={onKeyDown}
            className="-ml-1 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <GripVerticalIcon className="h-4 w-4" aria-hidden />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <Link
            to="/admin/people/$personId"
            params={{ personId: card.id }}
            draggable={false}
            className="block font-medium break-words underline-offset-4 hover:underline"
          >
            {name}
          </Link>
          {(card.company || card.name) && (
            <p className="break-words text-xs text-muted-foreground">
              {card.company ?? card.email}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">
          {card.dealValue === null ? (
            <span className="font-normal text-muted-foreground">No value</span>
          ) : (
            formatDollars(card.dealValue)
          )}
        </span>
        {card.expectedCloseAt && (
          <span className="text-xs text-muted-foreground">
            Closes {formatCalendarDay(card.expectedCloseAt)}
          </span>
        )}
        <FitBadge fit={card.fit} />
        {card.bestScore !== null && (
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            Score {card.bestScore}
          </span>
        )}
      </div>
      <label className="flex items-center gap-2 text-xs text-muted-foreground">
        <span>Move to</span>
        <select
          aria-label={`Stage of ${name}`}
          value={stage}
          onChange={(event) => onMove(event.target.value as PipelineStage)}
          className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm text-foreground"
        >
          {PIPELINE_STAGES.map((value) => (
            <option key={value} value={value}>
              {PIPELINE_STAGE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}
