import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportHref, fetchSubmissions, locateRow, submissionKeys } from './api';

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchSubmissions', () => {
  it('asks for one page of 10, with the status only when filtered', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond({ items: [], total: 0 })));
    await fetchSubmissions('leads', undefined, 1);
    await fetchSubmissions('contacts', 'contacted', 3);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/submissions/leads?limit=10&offset=0',
      '/api/admin/submissions/contacts?limit=10&offset=20&status=contacted',
    ]);
  });

  it('treats an answer without an items list as a load failure', async () => {
    fetchMock.mockResolvedValue(respond({ total: 3 }));
    await expect(fetchSubmissions('leads', undefined, 1)).rejects.toThrow('no items list');
    fetchMock.mockResolvedValue(respond({ items: 'none', total: 3 }));
    await expect(fetchSubmissions('leads', undefined, 1)).rejects.toThrow('no items list');
  });

  it('fails with "status: body" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"Sign in to continue"}', { status: 401 }));
    await expect(fetchSubmissions('leads', undefined, 1)).rejects.toThrow(
      '401: {"error":"Sign in to continue"}',
    );
  });
});

describe('locateRow', () => {
  const rows = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `row-${from + i}` }));

  it('reads the list 100 rows at a time until it finds the row', async () => {
    fetchMock
      .mockResolvedValueOnce(respond({ items: rows(0, 100), total: 230 }))
      .mockResolvedValueOnce(respond({ items: rows(100, 100), total: 230 }));
    expect(await locateRow('leads', undefined, 'row-137')).toBe(137);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/submissions/leads?limit=100&offset=0',
      '/api/admin/submissions/leads?limit=100&offset=100',
    ]);
  });

  it('answers -1 when the list ends without it', async () => {
    fetchMock
      .mockResolvedValueOnce(respond({ items: rows(0, 100), total: 130 }))
      .mockResolvedValueOnce(respond({ items: rows(100, 30), total: 130 }));
    expect(await locateRow('contacts', 'new', 'gone')).toBe(-1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe(
      '/api/admin/submissions/contacts?limit=100&offset=100&status=new',
    );
  });

  it('looks in the order on screen', async () => {
    fetchMock.mockResolvedValueOnce(respond({ items: rows(0, 5), total: 5 }));
    expect(await locateRow('leads', 'new', 'row-3', 'fit')).toBe(3);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/admin/submissions/leads?limit=100&offset=0&sort=fit&status=new',
    );
  });
});

describe('submissionKeys', () => {
  it('nests every list under the kind, so an update refetches them all', () => {
    const keys = submissionKeys('leads');
    expect(keys.all).toEqual(['admin', 'leads']);
    expect(keys.list(undefined, 1)).toEqual([
      'admin',
      'leads',
      'list',
      { status: 'all', sort: 'best', page: 1 },
    ]);
    expect(keys.list('new', 2, 'fit').slice(0, 2)).toEqual(keys.all);
    expect(keys.list('new', 2, 'fit')).not.toEqual(keys.list('new', 2, 'recent'));
  });
});

describe('exportHref', () => {
  it('carries the filter on screen', () => {
    expect(exportHref('leads', undefined)).toBe('/api/admin/export/leads.csv');
    expect(exportHref('contacts', 'new')).toBe('/api/admin/export/contacts.csv?status=new');
  });
});
