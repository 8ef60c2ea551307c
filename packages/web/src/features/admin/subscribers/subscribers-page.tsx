import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { CsvLinks } from '../submissions/export-link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@leadline/domain';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PastLastPage, Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { formatDay } from '../../../lib/format';
import { SUBSCRIBERS_CSV, subscribersQuery } from './api';

const LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};

type Filter = SubscriberStatus | 'all';

interface Props {
  status?: SubscriberStatus;
  page?: number;
  onSearchChange: (search: { status?: SubscriberStatus; page?: number }) => void;
}

/** /admin/subscribers: newsletter sign-ups; only confirmed addresses are subscribed (double opt-in). */
export function SubscribersPage({ status, page = 1, onSearchChange }: Props) {
  const { data, isPending, isError } = useQuery({
    ...subscribersQuery(status, page),
    placeholderData: keepPreviousData,
  });
  const options = [
    { value: 'all' as Filter, label: 'All' },
    ...SUBSCRIBER_STATUSES.map((value) => ({
      value: value as Filter,
      label: `${LABELS[value]} (${data?.counts[value] ?? 0})`,
    })),
  ];
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Subscribers</h1>
          <p className="text-muted-foreground">
            Newsletter sign-ups from the footer: an address counts once its owner confirms it
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Select<Filter>
            label="Filter by status"
            value={status ?? 'all'}
            options={options}
            onChange={(next) => onSearchChange({ status: next === 'all' ? undefined : next })}
          />
          <CsvLinks href={SUBSCRIBERS_CSV} label="Export confirmed (CSV)" size="md" />
        </div>
      </header>
      {isPending ? (
        <Loading>Loading subscribers...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load subscribers" />
      ) : data.total === 0 ? (
        <Card className="py-12 text-center">
          <h2 className="text-xl font-semibold">No subscribers yet</h2>
          <p className="mt-2 text-muted-foreground">
            Addresses given in the footer's newsletter form appear here.
          </p>
        </Card>
      ) : (
        <>
          {data.items.length === 0 ? (
            <PastLastPage onFirstPage={() => onSearchChange({ status })} />
          ) : (
            <ul className="divide-y rounded-xl border bg-card" aria-label="Subscribers">
              {data.items.map((subscriber) => (
                <li
                  key={subscriber.id}
                  className="flex flex-wrap items-center justify-between gap-2 p-4"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-all">{subscriber.email}</p>
                    <p className="text-sm text-muted-foreground">
                      Signed up {formatDay(subscriber.createdAt)}
                      {subscriber.confirmedAt &&
                        ` · confirmed ${formatDay(subscriber.confirmedAt)}`}
                    </p>
                  </div>
                  <Badge>{LABELS[subscriber.status]}</Badge>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            total={data.total}
            onPage={(next) => onSearchChange({ status, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </div>
  );
}
