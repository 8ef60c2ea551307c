import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PIPELINE_STAGE_LABELS,
  type Json,
  type PersonDealPatch,
  type PersonSummary,
  type PipelineBoard,
  type PipelineStage,
} from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';
import { getJson, patchJson } from '../../../lib/http';
import { dashboardKeys } from '../dashboard/api';
import { hotLeadKeys } from '../hot-leads/api';
import { peopleKeys } from '../people/api';
import { submissionKeys } from '../submissions/api';
import { workflowSubmissionKeys } from '../workflow-submissions/api';
import { cardName, findCard, moveCard } from './board-rules';

export type Board = Json<PipelineBoard>;
export type Column = Board['stages'][number];
export type Card = Column['people'][number];

/** Under the people's keys: whatever changes people (a status, a note, an erasure) refreshes the board. */
export const pipelineKeys = { all: [...peopleKeys.all, 'pipeline'] as const };

export const pipelineQuery = queryOptions({
  queryKey: pipelineKeys.all,
  queryFn: () => getJson<Board>('/api/admin/pipeline'),
});

const patchPerson = (personId: string, patch: PersonDealPatch) =>
  patchJson<Json<PersonSummary>>(`/api/admin/people/${encodeURIComponent(personId)}`, patch);

/** A person's stage shows on their records too (each list's rows), and the dashboard counts them. */
function refreshAfterMove(client: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [
      peopleKeys.all,
      submissionKeys('leads').all,
      submissionKeys('contacts').all,
      workflowSubmissionKeys.all,
      hotLeadKeys.all,
      dashboardKeys.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}

export interface StageMove {
  personId: string;
  to: PipelineStage;
}

/**
 * Moves a card at once (optimistic), then saves it: a failure puts the board back as it was and
 * says why; a success is confirmed in a toast. `onMoved` hears of each move as it is made (the
 * screen reader's announcement).
 */
export function useMoveStage(onMoved?: (message: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, to }: StageMove) => patchPerson(personId, { stage: to }),
    onMutate: async ({ personId, to }) => {
      await client.cancelQueries({ queryKey: pipelineKeys.all });
      const before = client.getQueryData<Board>(pipelineKeys.all);
      const found = before && findCard(before, personId);
      if (before) client.setQueryData<Board>(pipelineKeys.all, moveCard(before, personId, to));
      const name = found ? cardName(found.card) : 'The person';
      onMoved?.(`${name} moved to ${PIPELINE_STAGE_LABELS[to]}.`);
      return { before, name };
    },
    onError: (error, { to }, context) => {
      if (context?.before) client.setQueryData(pipelineKeys.all, context.before);
      const message = `${context?.name ?? 'The person'} was not moved to ${PIPELINE_STAGE_LABELS[to]}.`;
      onMoved?.(message);
      toast({ title: message, description: error.message, variant: 'destructive' });
    },
    onSuccess: (_person, { to }, context) =>
      toast({
        title: 'Stage saved',
        description: `${context.name} is now at ${PIPELINE_STAGE_LABELS[to]}.`,
      }),
    onSettled: () => refreshAfterMove(client),
  });
}

/** The person record's stage and deal editor: saves what changed, then refreshes what shows it. */
export function useUpdateDeal(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: PersonDealPatch) => patchPerson(personId, patch),
    onSuccess: () => refreshAfterMove(client),
  });
}
