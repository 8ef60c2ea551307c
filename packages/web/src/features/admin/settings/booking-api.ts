import { queryOptions } from '@tanstack/react-query';
import { WEEKDAYS, type BookingFeed, type BookingSettings } from '@leadline/domain';
import { getJson, postJson, request } from '../../../lib/http';
import { settingsKeys } from './api';

const BOOKING = '/api/admin/settings/booking';

export const bookingSettingsKeys = {
  all: [...settingsKeys.all, 'booking'] as const,
  settings: () => [...bookingSettingsKeys.all, 'settings'] as const,
  feed: () => [...bookingSettingsKeys.all, 'feed'] as const,
};

export const bookingSettingsQuery = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.settings(),
    queryFn: () => getJson<BookingSettings>(BOOKING),
  });

export const bookingFeedQuery = () =>
  queryOptions({
    queryKey: bookingSettingsKeys.feed(),
    queryFn: () => getJson<BookingFeed>(`${BOOKING}/feed`),
  });

/** Only the settings' own fields: the server refuses any other. */
export const onlyBookingSettings = (settings: BookingSettings): BookingSettings => ({
  timeZone: settings.timeZone,
  weeklyHours: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      settings.weeklyHours[day].map(({ start, end }) => ({ start, end })),
    ]),
  ) as BookingSettings['weeklyHours'],
  meetingMinutes: settings.meetingMinutes,
  bufferMinutes: settings.bufferMinutes,
  minimumNoticeHours: settings.minimumNoticeHours,
  horizonDays: settings.horizonDays,
});

export const saveBookingSettings = (settings: BookingSettings) =>
  request<BookingSettings>('PUT', BOOKING, onlyBookingSettings(settings));

export const rotateBookingFeed = () => postJson<BookingFeed>(`${BOOKING}/feed/rotate`, {});
