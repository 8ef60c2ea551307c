/**
 * The people routes against generated input: search text of any characters and length, note bodies
 * of any JSON shape, and any path segment for a person or a note. Each answer is a result or a 4xx
 * with a message, never a 5xx, and a refused note writes nothing.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { countRows, describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { rowCounter } from '../../test/row-count';
import { adminFetch, signedIn } from '../../test/sign-in';

const RUNS = propertyRuns(100, 1000);

const text = fc.oneof(
  fc.string({ maxLength: 120, unit: 'binary' }),
  fc.string({ maxLength: 12, unit: fc.constantFrom('%', '_', '\\', "'", '"', ' ', 'a', '\u0000') }),
  fc.constantFrom('ad', 'ada@', '%%', '\\', 'a'.repeat(101), '\uD800x', 'ß', 'İ'),
);
// No bare '.' or '..': fetch resolves such a segment (also as %2E) before sending, so the request
// names another route (POST /api/admin/people/./erase is POST /api/admin/people/erase, a 405). The
// route walk sends dot segments raw.
const segment = fc
  .oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '%00', "'; drop table people; --"),
  )
  .filter((id) => id !== '.' && id !== '..');

describeIntegration('people input', () => {
  const app = useTestServer();
  let admin = '';
  let personId = '';

  const call = adminFetch(app, () => admin);

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    await app.post('/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello.' });
    const person = await app.db.knex('people').where({ email: 'ada@example.com' }).first('id');
    personId = (person as { id: string }).id;
  });

  it(`answers ${RUNS} generated searches with results or a 400`, async () => {
    await fc.assert(
      // Lone surrogates become U+FFFD through URLSearchParams; raw invalid UTF-8 is sent as is.
      fc.asyncProperty(
        fc.oneof(
          text.map((q) => new URLSearchParams({ q }).toString()),
          fc.constantFrom('q=%ED%A0%80x', 'q=%00%00', 'q=%FF%FE', 'q=ab&q=cd', 'q[]=ab'),
        ),
        async (q) => {
          const response = await call('GET', `/api/admin/search?${q}`);
          const body = (await response.json()) as { results?: unknown[]; error?: string };
          expect(response.status, `${JSON.stringify(q)}: ${JSON.stringify(body)}`).toBeOneOf([
            200, 400,
          ]);
          if (response.status === 200) expect(Array.isArray(body.results)).toBe(true);
          else expect(typeof body.error).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`answers ${RUNS} generated notes with 201 or a 4xx that writes nothing`, async () => {
    const body = fc.oneof(
      text.map((value) => JSON.stringify({ body: value })),
      fc.jsonValue().map((value) => JSON.stringify({ body: value })),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const before = await countRows(app.db, 'person_notes');
        const response = await call('POST', `/api/admin/people/${personId}/notes`, raw);
        expect(response.status, raw).toBeOneOf([201, 400, 413, 415]);
        const after = await countRows(app.db, 'person_notes');
        expect(after - before).toBe(response.status === 201 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any person or note id with a record or a 404', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (id, noteId) => {
        const path = `/api/admin/people/${encodeURIComponent(id)}`;
        expect((await call('GET', path)).status).toBeOneOf([200, 404]);
        const removed = await call('DELETE', `${path}/notes/${encodeURIComponent(noteId)}`);
        expect(removed.status).toBeOneOf([204, 404]);
      }),
      { numRuns: RUNS },
    );
  });

  it(`answers ${RUNS} generated erasure confirmations that are not the address with a 400 that erases nothing`, async () => {
    const rows = await rowCounter(app.db.knex);
    const before = await rows();
    const body = fc.oneof(
      text.map((value) => JSON.stringify({ confirmEmail: value })),
      fc.jsonValue().map((value) => JSON.stringify({ confirmEmail: value })),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.constantFrom(
        JSON.stringify({ confirmEmail: 'ada@example.com', extra: true }),
        JSON.stringify({ confirmEmail: 'ada@example.co' }),
        JSON.stringify({ confirmEmail: '%@example.com' }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const response = await call('POST', `/api/admin/people/${personId}/erase`, raw);
        expect(response.status, raw).toBeOneOf([400, 413, 415]);
        expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string');
      }),
      { numRuns: RUNS },
    );
    expect(await rows()).toBe(before);
  });

  it('answers any person id on the export and the erasure with a 404 that erases nothing', async () => {
    const rows = await rowCounter(app.db.knex);
    const before = await rows();
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        fc.pre(id !== personId);
        const path = `/api/admin/people/${encodeURIComponent(id)}`;
        expect((await call('GET', `${path}/export`)).status).toBe(404);
        const erased = await call('POST', `${path}/erase`, '{"confirmEmail":"ada@example.com"}');
        expect(erased.status).toBe(404);
      }),
      { numRuns: RUNS },
    );
    expect(await rows()).toBe(before);
  });
});
