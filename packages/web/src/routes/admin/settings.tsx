import { createFileRoute } from '@tanstack/react-router';
import { availabilityQuery } from '../../features/admin/settings/api';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { ensureAdminData } from '../../features/admin/shell/ensure-admin-data';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) =>
    ensureAdminData(context, (client) => client.ensureQueryData(availabilityQuery())),
  head: () => ({ meta: [{ title: 'Settings | Admin' }] }),
  component: SettingsPage,
});
