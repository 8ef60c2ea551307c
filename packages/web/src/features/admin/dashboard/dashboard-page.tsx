import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CalculatorIcon,
  CheckCircleIcon,
  MailIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { conversionRate, dashboardStatsQuery, type DashboardStats } from './api';
import { SetupCard } from './setup-card';
import { TodaySection } from '../follow-up/today-section';

interface StatCard {
  title: string;
  value: (stats: DashboardStats) => number;
  to: '/admin/leads' | '/admin/contacts';
  status?: 'new' | 'contacted';
  Icon: LucideIcon;
}

const CARDS: readonly StatCard[] = [
  {
    title: 'Total Calculator Leads',
    value: (s) => s.totalLeads,
    to: '/admin/leads',
    Icon: CalculatorIcon,
  },
  {
    title: 'Total Contact Messages',
    value: (s) => s.totalContacts,
    to: '/admin/contacts',
    Icon: MailIcon,
  },
  {
    title: 'New Leads',
    value: (s) => s.newLeads,
    to: '/admin/leads',
    status: 'new',
    Icon: SparklesIcon,
  },
  {
    title: 'New Contacts',
    value: (s) => s.newContacts,
    to: '/admin/contacts',
    status: 'new',
    Icon: SparklesIcon,
  },
  {
    title: 'Contacted Leads',
    value: (s) => s.contactedLeads,
    to: '/admin/leads',
    status: 'contacted',
    Icon: CheckCircleIcon,
  },
  {
    title: 'Contacted Messages',
    value: (s) => s.contactedContacts,
    to: '/admin/contacts',
    status: 'contacted',
    Icon: CheckCircleIcon,
  },
];

export function DashboardPage() {
  const { data: stats, isPending, isError } = useQuery(dashboardStatsQuery);
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="text-muted-foreground">Your leads and messages at a glance</p>
      </header>
      <TodaySection />
      <SetupCard />
      {isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading...
        </p>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Unable to load the dashboard. Please try refreshing the page.
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CARDS.map(({ title, value, to, status, Icon }) => (
              <li key={title}>
                <Link
                  to={to}
                  search={status ? { status } : {}}
                  className="block rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary"
                >
                  <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
                    {title}
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="mt-2 block text-3xl font-bold">{value(stats)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Card>
            <h2 className="text-xl font-semibold">Quick Summary</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-muted-foreground">New submissions</dt>
                <dd className="text-2xl font-bold">{stats.newLeads + stats.newContacts}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Conversion rate</dt>
                <dd className="text-2xl font-bold">{conversionRate(stats)}%</dd>
              </div>
            </dl>
          </Card>
        </>
      )}
    </div>
  );
}
