import { useEffect, useRef, type ReactNode } from 'react';
import type { PipelineStage } from '@leadline/domain';
import { cn } from '../../../lib/cn';
import type { Board, Column } from './api';
import { PipelineCard } from './pipeline-card';
import { StageSummary } from './stage-summary';
import { useCardDrag } from './use-card-drag';

interface BoardProps {
  board: Board;
  onMove: (personId: string, to: PipelineStage) => void;
}

/** The wide screen's board: one column per stage, cards dragged or moved by keyboard between them. */
export function PipelineBoardView({ board, onMove }: BoardProps) {
  const { drag, cardProps } = useCardDrag(onMove);
  // A card moved by keyboard is drawn again in its new column: its handle keeps the focus.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const personId = refocus.current;
    if (!personId) return;
    refocus.current = null;
    document.querySelector<HTMLElement>(`[data-card-handle="${CSS.escape(personId)}"]`)?.focus();
  }, [board]);
  const moveByKeyboard = (personId: string, to: PipelineStage) => {
    refocus.current = personId;
    onMove(personId, to);
  };
  return (
    <div className="overflow-x-auto pb-2">
      <div className="grid min-w-[60rem] grid-cols-6 gap-3">
        {board.stages.map((column) => (
          <BoardColumn key={column.stage} column={column} highlighted={drag?.over === column.stage}>
            {column.people.map((card) => (
              <PipelineCard
                key={card.id}
                card={card}
                stage={column.stage}
                handle
                offset={drag?.personId === card.id ? drag : undefined}
                dragProps={cardProps(card.id)}
                onMove={(to) => moveByKeyboard(card.id, to)}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
    </div>
  );
}

function BoardColumn({
  column,
  highlighted,
  children,
}: {
  column: Column;
  highlighted: boolean;
  children: ReactNode;
}) {
  const headingId = `pipeline-stage-${column.stage}`;
  return (
    <section
      data-stage={column.stage}
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-48 flex-col gap-2 rounded-xl border bg-muted/40 p-2 transition-colors',
        highlighted && 'border-primary bg-accent/60',
      )}
    >
      <StageSummary column={column} headingId={headingId} />
      <ul className="flex flex-1 flex-col gap-2" aria-labelledby={headingId}>
        {children}
      </ul>
    </section>
  );
}
