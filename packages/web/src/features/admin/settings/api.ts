import { queryOptions } from '@tanstack/react-query';
import type { Availability, AvailabilitySetting } from '@leadline/domain';
import { getJson, request } from '../../../lib/http';

const AVAILABILITY = '/api/admin/settings/availability';

export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  availability: () => [...settingsKeys.all, 'availability'] as const,
};

export const availabilityQuery = () =>
  queryOptions({
    queryKey: settingsKeys.availability(),
    queryFn: () => getJson<AvailabilitySetting>(AVAILABILITY),
  });

export const saveAvailability = (availability: Availability) =>
  request<AvailabilitySetting>('PUT', AVAILABILITY, availability);
