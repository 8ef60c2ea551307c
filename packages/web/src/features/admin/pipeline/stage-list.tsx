import type { PipelineStage } from '@leadline/domain';
import type { Board } from './api';
import { PipelineCard } from './pipeline-card';
import { StageSummary } from './stage-summary';

/** A phone's pipeline: the stages one under the other, each card moved with its stage select. */
export function PipelineStageList({
  board,
  onMove,
}: {
  board: Board;
  onMove: (personId: string, to: PipelineStage) => void;
}) {
  return (
    <div className="space-y-6">
      {board.stages.map((column) => {
        const headingId = `pipeline-list-${column.stage}`;
        return (
          <section key={column.stage} aria-labelledby={headingId} className="space-y-2">
            <StageSummary column={column} headingId={headingId} />
            {column.people.length > 0 && (
              <ul className="space-y-2" aria-labelledby={headingId}>
                {column.people.map((card) => (
                  <PipelineCard
                    key={card.id}
                    card={card}
                    stage={column.stage}
                    onMove={(to) => onMove(card.id, to)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
