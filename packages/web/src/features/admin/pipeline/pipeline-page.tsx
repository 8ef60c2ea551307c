import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PipelineStage } from '@leadline/domain';
import { Card } from '../../../components/ui/card';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { formatDollars } from '../../../lib/format';
import { pipelineQuery, useMoveStage } from './api';
import { PipelineBoardView } from './board';
import { MOVE_HELP_ID } from './pipeline-card';
import { PipelineStageList } from './stage-list';
import { useWideScreen } from './use-wide-screen';

/** /admin/pipeline: every person by stage, moved by drag, by keyboard, or by a card's select. */
export function PipelinePage() {
  const { data, isPending, isError } = useQuery(pipelineQuery);
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveStage(setAnnouncement);
  const wide = useWideScreen();
  const onMove = (personId: string, to: PipelineStage) => move.mutate({ personId, to });
  const open = data?.stages.filter((column) => column.stage !== 'won' && column.stage !== 'lost');
  const openValue = open?.reduce((sum, column) => sum + column.value, 0) ?? 0;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">Pipeline</h1>
        <p className="text-muted-foreground">
          Every person by stage, from a new lead to a won or lost deal
          {data ? ` · ${formatDollars(openValue)} in open deals` : ''}
        </p>
      </header>
      <p id={MOVE_HELP_ID} className="sr-only">
        Press the left or right arrow key to move the person to the previous or next stage, or
        choose a stage in Move to.
      </p>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {isPending ? (
        <Loading>Loading the pipeline...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load the pipeline" />
      ) : data.stages.every((column) => column.count === 0) ? (
        <Card className="py-12 text-center">
          <h2 className="text-xl font-semibold">No people yet</h2>
          <p className="mt-2 text-muted-foreground">
            A visitor joins the pipeline, at New, once they give their e-mail address.
          </p>
        </Card>
      ) : wide ? (
        <PipelineBoardView board={data} onMove={onMove} />
      ) : (
        <PipelineStageList board={data} onMove={onMove} />
      )}
    </div>
  );
}
