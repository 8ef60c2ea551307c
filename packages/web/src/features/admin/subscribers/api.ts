import { queryOptions } from '@tanstack/react-query';
import type { Json, Subscriber, SubscriberStatus } from '@leadline/domain';
import { getJson } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';

export interface SubscriberList {
  items: Json<Subscriber>[];
  total: number;
  counts: Partial<Record<SubscriberStatus, number>>;
}

export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  page: (status: SubscriberStatus | undefined, page: number) =>
    [...subscriberKeys.all, status ?? 'all', page] as const,
};

export const subscribersQuery = (status: SubscriberStatus | undefined, page: number) =>
  queryOptions({
    queryKey: subscriberKeys.page(status, page),
    queryFn: () => {
      const params = pageParams(page);
      if (status) params.set('status', status);
      return getJson<SubscriberList>(`/api/admin/newsletter/subscribers?${params}`);
    },
  });

/** The confirmed subscribers as CSV: the addresses that may be mailed. */
export const SUBSCRIBERS_CSV = '/api/admin/export/subscribers.csv';
