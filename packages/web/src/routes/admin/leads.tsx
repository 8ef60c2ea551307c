import { LEAD_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { leadsQuery } from '../../features/admin/calculator-leads/api';
import { LEAD_LIST } from '../../features/admin/calculator-leads/leads-list';
import { SubmissionsPage } from '../../features/admin/submissions/submissions-page';
import { submissionsRoute } from '../../features/admin/submissions/submissions-route';

export const Route = createFileRoute('/admin/leads')({
  // A row anchor (#<lead id>), from Hot Leads' 'View Lead', highlights that lead.
  ...submissionsRoute({ statuses: LEAD_STATUSES, query: leadsQuery, title: 'Calculator Leads' }),
  component: LeadsScreen,
});

function LeadsScreen() {
  return (
    <SubmissionsPage list={LEAD_LIST} search={Route.useSearch()} navigate={Route.useNavigate()} />
  );
}
