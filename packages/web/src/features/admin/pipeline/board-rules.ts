/** The board's pure rules: a move applied to the board as the server will make it, and neighbours. */
import { PIPELINE_STAGES, type PipelineStage } from '@leadline/domain';
import type { Board, Card } from './api';

/** The card of this person on the board, and its stage; undefined when it is not shown. */
export function findCard(
  board: Board,
  personId: string,
): { card: Card; stage: PipelineStage } | undefined {
  for (const column of board.stages) {
    const card = column.people.find((person) => person.id === personId);
    if (card) return { card, stage: column.stage };
  }
  return undefined;
}

/**
 * The board after moving a person: the card leaves its column for the top of `to`, and the counts
 * and values follow. The server's answer replaces it once the move is saved.
 */
export function moveCard(
  board: Board,
  personId: string,
  to: PipelineStage,
  now = new Date(),
): Board {
  const found = findCard(board, personId);
  if (!found || found.stage === to) return board;
  const moved: Card = { ...found.card, stageChangedAt: now.toISOString() };
  const value = found.card.dealValue ?? 0;
  return {
    ...board,
    stages: board.stages.map((column) => {
      if (column.stage === found.stage)
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          value: column.value - value,
          people: column.people.filter((person) => person.id !== personId),
        };
      if (column.stage === to)
        return {
          ...column,
          count: column.count + 1,
          value: column.value + value,
          people: [moved, ...column.people],
        };
      return column;
    }),
  };
}

/** The stage before or after this one in the board's order (won and lost are neighbours too). */
export function neighbourStage(stage: PipelineStage, step: -1 | 1): PipelineStage | undefined {
  return PIPELINE_STAGES[PIPELINE_STAGES.indexOf(stage) + step];
}

/** What a card is called to people and screen readers. */
export const cardName = (card: Pick<Card, 'name' | 'email'>) => card.name ?? card.email;
