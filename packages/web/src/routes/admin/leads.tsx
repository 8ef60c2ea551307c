import { LEAD_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { LeadsPage } from '../../features/leads/leads-page';
import { submissionSearch } from '../../features/submissions/search';

export const Route = createFileRoute('/admin/leads')({
  // ?status=new&page=2; a row anchor (#<lead id>) from Hot Leads highlights that lead.
  validateSearch: submissionSearch(LEAD_STATUSES),
  head: () => ({ meta: [{ title: 'Calculator Leads | Admin' }] }),
  component: LeadsPage,
});
