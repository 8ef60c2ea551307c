import { createFileRoute } from '@tanstack/react-router';
import { parseWorkflowSearch } from '../../features/workflow-submissions/search';
import { WorkflowSubmissionsPage } from '../../features/workflow-submissions/workflow-submissions-page';

export const Route = createFileRoute('/admin/workflow-submissions')({
  validateSearch: parseWorkflowSearch,
  head: () => ({ meta: [{ title: 'Workflow Submissions | Admin' }] }),
  component: WorkflowSubmissionsScreen,
});

function WorkflowSubmissionsScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WorkflowSubmissionsPage
      {...search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
