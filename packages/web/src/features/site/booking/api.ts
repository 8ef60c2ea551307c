/** The booking API as the visitor's pages call it (packages/server features/booking). */
import {
  type BookingCreated,
  type BookingRequest,
  type ManagedBooking,
  type SlotsResponse,
} from '@leadline/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/http';
import { DAYS_PER_PAGE } from './slot-days';

export const bookingKeys = {
  slots: ['booking', 'slots'] as const,
  managed: (token: string) => ['booking', 'manage', token] as const,
};

/** The free slots of the `DAYS_PER_PAGE` days from `from` (a YYYY-MM-DD date). */
export const slotsQuery = (from: string) =>
  queryOptions({
    queryKey: [...bookingKeys.slots, from],
    queryFn: () => getJson<SlotsResponse>(`/api/booking/slots?from=${from}&days=${DAYS_PER_PAGE}`),
  });

export const bookCall = (request: BookingRequest) =>
  postJson<BookingCreated>('/api/booking', request);

const manage = (token: string) => `/api/booking/manage/${encodeURIComponent(token)}`;

export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.managed(token),
    queryFn: () => getJson<ManagedBooking>(manage(token)),
  });

export const cancelBooking = (token: string) => postJson<unknown>(`${manage(token)}/cancel`, {});

export const moveBooking = (token: string, start: string) =>
  postJson<BookingCreated>(`${manage(token)}/move`, { start });
