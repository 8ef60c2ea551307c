/** Following people up: replies, reminders, the reply templates and the dashboard's Today. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DashboardToday,
  Json,
  PersonReminder,
  ReplyTemplate,
  ReplyTemplatesSetting,
  SentReply,
} from '@leadline/domain';
import { getJson, patchJson, postJson, request } from '../../../lib/http';
import { peopleKeys } from '../people/api';
import { settingsKeys } from '../settings/api';

export type Today = Json<DashboardToday>;
export type Reminder = Json<PersonReminder>;

const TEMPLATES = '/api/admin/settings/reply-templates';

export const followUpKeys = {
  templates: () => [...settingsKeys.all, 'reply-templates'] as const,
  /** Under the dashboard's key: what changes the day (a reminder, a reply) refetches it. */
  today: () => ['admin', 'dashboard', 'today'] as const,
};

export const replyTemplatesQuery = () =>
  queryOptions({
    queryKey: followUpKeys.templates(),
    queryFn: () => getJson<ReplyTemplatesSetting>(TEMPLATES),
  });

export const saveReplyTemplates = (templates: ReplyTemplate[]) =>
  request<ReplyTemplatesSetting>('PUT', TEMPLATES, { templates });

export const todayQuery = () =>
  queryOptions({
    queryKey: followUpKeys.today(),
    queryFn: () => getJson<Today>('/api/admin/dashboard/today'),
  });

const personPath = (personId: string, rest: string) =>
  `/api/admin/people/${encodeURIComponent(personId)}/${rest}`;

/** Refetches the person (their timeline, reminders) and the dashboard's Today. */
function useRefresh(personId?: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      personId
        ? client.invalidateQueries({ queryKey: peopleKeys.detail(personId) })
        : client.invalidateQueries({ queryKey: peopleKeys.all }),
      client.invalidateQueries({ queryKey: followUpKeys.today() }),
    ]);
}

export function useSendReply(personId: string) {
  const refresh = useRefresh(personId);
  return useMutation({
    mutationFn: (reply: { subject: string; body: string }) =>
      postJson<Json<SentReply>>(personPath(personId, 'messages'), reply),
    onSuccess: refresh,
  });
}

export function useAddReminder(personId: string) {
  const refresh = useRefresh(personId);
  return useMutation({
    mutationFn: (reminder: { dueAt: string; note?: string }) =>
      postJson<Reminder>(personPath(personId, 'reminders'), reminder),
    onSuccess: refresh,
  });
}

/** Marks a reminder done or not; `personId` when the person's record shows it. */
export function useSetReminderDone(personId?: string) {
  const refresh = useRefresh(personId);
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) =>
      patchJson<Reminder>(`/api/admin/reminders/${encodeURIComponent(id)}`, { done }),
    onSuccess: refresh,
  });
}

/**
 * The start of a date input's day (YYYY-MM-DD) in this browser, as an instant: the reminder shows on
 * the day it was set for wherever the owner reads it (a date alone would be the server's TIME_ZONE).
 */
export function startOfLocalDay(isoDay: string): string {
  const [year = 1970, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(year, month - 1, day).toISOString();
}

/** Today in this browser as YYYY-MM-DD, for the date input's default. */
export function localIsoDay(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
