import { CONTACT_STATUSES } from '@leadline/domain';
import { createFileRoute } from '@tanstack/react-router';
import { contactsQuery } from '../../features/admin/contact-messages/api';
import { CONTACT_LIST } from '../../features/admin/contact-messages/contacts-list';
import { SubmissionsPage } from '../../features/admin/submissions/submissions-page';
import { submissionsRoute } from '../../features/admin/submissions/submissions-route';

export const Route = createFileRoute('/admin/contacts')({
  ...submissionsRoute({
    statuses: CONTACT_STATUSES,
    query: contactsQuery,
    title: 'Contact Messages',
  }),
  component: ContactsScreen,
});

function ContactsScreen() {
  return (
    <SubmissionsPage
      list={CONTACT_LIST}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  );
}
