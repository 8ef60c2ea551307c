import {
  BarChart3Icon,
  FlameIcon,
  LayoutDashboardIcon,
  MailIcon,
  CalculatorIcon,
  ThermometerIcon,
  InboxIcon,
  WebhookIcon,
  UsersIcon,
  ContactIcon,
  KanbanSquareIcon,
  SettingsIcon,
  type LucideIcon,
} from 'lucide-react';

/**
 * The admin sidebar's entries, in the spec's order (workflow submissions are reached by route), then
 * those beyond the spec.
 */
export const ADMIN_NAV: readonly { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
  { to: '/admin/analytics', label: 'Analytics', Icon: BarChart3Icon },
  { to: '/admin/hot-leads', label: 'Hot Leads', Icon: FlameIcon },
  { to: '/admin/warm-leads', label: 'Warm Leads', Icon: ThermometerIcon },
  { to: '/admin/leads', label: 'Calculator Leads', Icon: CalculatorIcon },
  { to: '/admin/contacts', label: 'Contact Form', Icon: MailIcon },
  { to: '/admin/people', label: 'People', Icon: ContactIcon },
  { to: '/admin/pipeline', label: 'Pipeline', Icon: KanbanSquareIcon },
  { to: '/admin/outbox', label: 'Outbox', Icon: InboxIcon },
  { to: '/admin/subscribers', label: 'Subscribers', Icon: UsersIcon },
  { to: '/admin/integrations', label: 'Integrations', Icon: WebhookIcon },
  { to: '/admin/settings', label: 'Settings', Icon: SettingsIcon },
];
