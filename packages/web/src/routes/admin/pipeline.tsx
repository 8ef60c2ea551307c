import { createFileRoute } from '@tanstack/react-router';
import { pipelineQuery } from '../../features/admin/pipeline/api';
import { PipelinePage } from '../../features/admin/pipeline/pipeline-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/pipeline')({
  loader: ({ context }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(pipelineQuery)),
  head: () => ({ meta: [{ title: 'Pipeline | Admin' }] }),
  component: PipelinePage,
});
