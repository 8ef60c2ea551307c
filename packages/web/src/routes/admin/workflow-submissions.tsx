import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { workflowSubmissionsQuery } from '../../features/admin/workflow-submissions/api';
import { parseWorkflowSearch } from '../../features/admin/workflow-submissions/search';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';
import {
  WorkflowSubmissionsPage,
  type WorkflowSearchChange,
} from '../../features/admin/workflow-submissions/workflow-submissions-page';

export const Route = createFileRoute('/admin/workflow-submissions')({
  // A row anchor (#<questionnaire id>), from Hot Leads' 'View Lead', highlights that questionnaire.
  validateSearch: parseWorkflowSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: { status, sort, page } }) =>
    ensureAdminData(context, (client) =>
      client.ensureQueryData(workflowSubmissionsQuery({ status, sort, page: page ?? 1 })),
    ),
  head: () => ({ meta: [{ title: 'Workflow Submissions | Admin' }] }),
  component: WorkflowSubmissionsScreen,
});

function WorkflowSubmissionsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<WorkflowSearchChange>(
    (next, options) => void navigate({ search: next, ...options }),
    [navigate],
  );
  return <WorkflowSubmissionsPage {...search} onSearchChange={onSearchChange} />;
}
