import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Erasure,
  Json,
  ListPage,
  ListSort,
  PersonNote,
  PersonRecord,
  PersonSummary,
  SearchResult,
} from '@leadline/domain';
import { getJson, postJson, request } from '../../../lib/http';
import { pageParams } from '../../../lib/paging';
import { withSort } from '../fit/sort';

export type Person = Json<PersonSummary>;
export type PersonDetails = Json<PersonRecord>;
export type TimelineItem = PersonDetails['timeline'][number];
export type Found = Json<SearchResult>;

export const peopleKeys = {
  all: ['admin', 'people'] as const,
  list: (page: number, sort?: ListSort) =>
    [...peopleKeys.all, 'list', sort ?? 'best', page] as const,
  detail: (id: string) => [...peopleKeys.all, 'detail', id] as const,
};

export const searchKeys = {
  all: ['admin', 'search'] as const,
  results: (query: string) => [...searchKeys.all, query] as const,
};

export const peopleQuery = (page: number, sort?: ListSort) =>
  queryOptions({
    queryKey: peopleKeys.list(page, sort),
    queryFn: () =>
      getJson<Json<ListPage<PersonSummary>>>(
        `/api/admin/people?${pageParams(page, withSort(new URLSearchParams(), sort))}`,
      ),
    placeholderData: keepPreviousData,
  });

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.detail(id),
    queryFn: () => getJson<PersonDetails>(`/api/admin/people/${encodeURIComponent(id)}`),
  });

/** The search box's answers; the last ones stay while the next query runs. */
export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: () =>
      getJson<{ results: Found[] }>(`/api/admin/search?q=${encodeURIComponent(query)}`),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useAddNote(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      postJson<Json<PersonNote>>(`/api/admin/people/${encodeURIComponent(personId)}/notes`, {
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.detail(personId) }),
  });
}

export function useDeleteNote(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      request<undefined>(
        'DELETE',
        `/api/admin/people/${encodeURIComponent(personId)}/notes/${encodeURIComponent(noteId)}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.detail(personId) }),
  });
}

/** Where the browser downloads everything held about a person (an access request). */
export const personExportUrl = (id: string) => `/api/admin/people/${encodeURIComponent(id)}/export`;

/** Erases the person; every admin list may have lost rows, so all of the admin's data is refetched. */
export function useErasePerson(personId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) =>
      postJson<Erasure>(`/api/admin/people/${encodeURIComponent(personId)}/erase`, {
        confirmEmail,
      }),
    onSuccess: () => {
      client.removeQueries({ queryKey: peopleKeys.detail(personId) });
      return client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
