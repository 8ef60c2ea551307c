import { CONTACT_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ContactsPage } from '../../features/contacts/contacts-page';
import { submissionSearch } from '../../features/submissions/search';

export const Route = createFileRoute('/admin/contacts')({
  // ?status=new&page=2
  validateSearch: submissionSearch(CONTACT_STATUSES),
  head: () => ({ meta: [{ title: 'Contact Messages | Admin' }] }),
  component: ContactsPage,
});
