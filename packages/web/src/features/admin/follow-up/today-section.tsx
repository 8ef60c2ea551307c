/**
 * The dashboard's first section: what to do today. New leads to answer, calls booked today and the
 * follow-ups due (overdue ones marked), each linked to the person; follow-ups are checked off here.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { formatAgo, formatCalendarDay, formatDay, formatTime } from '../../../lib/format';
import { todayQuery, type Today } from './api';
import { ReminderCheck } from './reminder-check';

function PersonLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Link
      to="/admin/people/$personId"
      params={{ personId: id }}
      className="font-medium break-words text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

function Column({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 space-y-3" aria-label={title}>
      <h3 className="font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h3>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-2">{children}</ul>
      )}
    </section>
  );
}

const ITEM = 'rounded-lg border p-3 text-sm';

function TodayLists({ today }: { today: Today }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Column title="Follow-ups due" empty="Nothing to chase today." count={today.followUps.length}>
        {today.followUps.map((reminder) => (
          <li key={reminder.id} className={`${ITEM} space-y-1`}>
            <PersonLink id={reminder.personId}>
              {reminder.personName ?? reminder.personEmail}
            </PersonLink>
            {reminder.note && <p className="break-words">{reminder.note}</p>}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span
                className={
                  reminder.overdue ? 'font-medium text-destructive' : 'text-muted-foreground'
                }
              >
                {reminder.overdue ? `Overdue since ${formatDay(reminder.dueAt)}` : 'Due today'}
              </span>
              <ReminderCheck
                id={reminder.id}
                done={false}
                label={`Done: ${reminder.note ?? 'follow-up'} with ${reminder.personName ?? reminder.personEmail}`}
              />
            </div>
          </li>
        ))}
      </Column>
      <Column title="Calls today" empty="No calls booked today." count={today.bookings.length}>
        {today.bookings.map((booking) => (
          <li key={booking.id} className={ITEM}>
            <span className="mr-2 font-semibold">
              <time dateTime={booking.startAt}>{formatTime(booking.startAt)}</time>
            </span>
            <PersonLink id={booking.personId}>{booking.name}</PersonLink>
          </li>
        ))}
      </Column>
      <Column
        title="New leads to answer"
        empty="Every lead has an answer."
        count={today.leads.length}
      >
        {today.leads.map((lead) => (
          <li key={lead.personId} className={`${ITEM} space-y-1`}>
            <PersonLink id={lead.personId}>{lead.name ?? lead.email}</PersonLink>
            <p className="break-words text-muted-foreground">
              {lead.name ? `${lead.email} · ` : ''}
              {lead.newRecords} new ·{' '}
              <time dateTime={lead.lastActivityAt}>{formatAgo(lead.lastActivityAt)}</time>
            </p>
          </li>
        ))}
        {today.moreLeads && (
          <li className="text-sm">
            <Link to="/admin/people" className="text-primary underline-offset-4 hover:underline">
              More new leads in People
            </Link>
          </li>
        )}
      </Column>
    </div>
  );
}

export function TodaySection() {
  const { data, isPending, isError } = useQuery(todayQuery());
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-semibold">
        Today
        {data && (
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {formatCalendarDay(data.day, { weekday: true })}
          </span>
        )}
      </h2>
      {isPending ? (
        <Loading>Loading today...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load today" />
      ) : (
        <TodayLists today={data} />
      )}
    </Card>
  );
}
