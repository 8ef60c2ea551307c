/**
 * The follow-up routes against generated input: replies, reminders, reminder updates and templates of
 * any JSON shape, any person or reminder id, any `due`. Each answer is a result or a 4xx, never a 5xx,
 * and a refused write writes nothing (no reply, no mail, no reminder, no saved templates).
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_REPLY_TEMPLATES } from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { propertyRuns } from '../../test/property-runs';
import { rowCounter } from '../../test/row-count';
import { adminFetch, signedIn } from '../../test/sign-in';

const RUNS = propertyRuns(60, 600);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ minLength: 10_001, maxLength: 10_200 }),
  fc.constantFrom('\u0000', '\uD800', 'a\r\nBcc: x@example.com', '<script>', '%00', '   '),
);

const value = fc.oneof(
  hostileText,
  fc.jsonValue(),
  fc.constantFrom(
    '2026-02-30',
    '2026-12-01T10:00:00+15:00',
    '9999-12-31',
    '2026-12-01T10:00:00.1234567Z',
    'a\nb',
    '{{name}}',
    '\u0000',
    '\uD800',
  ),
);
const objectWith = (keys: readonly string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), value, {
    maxKeys: 4,
  });
const raw = (keys: readonly string[]) =>
  fc.oneof(
    objectWith(keys).map((body) => JSON.stringify(body)),
    fc.jsonValue().map((body) => JSON.stringify(body)),
    fc.string({ maxLength: 40 }),
  );
const segment = fc
  .oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom('%00', "'; drop table x; --"))
  .filter((id) => id !== '.' && id !== '..' && id !== '');

describeIntegration('follow-up input', () => {
  const app = useTestServer();
  let admin = '';
  let personId = '';
  let reminderId = '';
  const call = adminFetch(app, () => admin);

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    await app.post('/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello.' });
    personId = (
      (await app.db.knex('people').where({ email: 'ada@example.com' }).first('id')) as {
        id: string;
      }
    ).id;
    const made = await call('POST', `/api/admin/people/${personId}/reminders`, {
      dueAt: '2026-12-01',
    });
    reminderId = ((await made.json()) as { id: string }).id;
  });

  /** Runs `send` on generated bodies: `ok` or a 4xx, and rows only for `ok`. */
  async function property(
    keys: readonly string[],
    ok: number,
    send: (body: string) => Promise<Response>,
  ) {
    const rows = await rowCounter(app.db.knex);
    await fc.assert(
      fc.asyncProperty(raw(keys), async (body) => {
        const before = await rows();
        const response = await send(body);
        expect(response.status, body).toBeOneOf([ok, 400, 413, 415]);
        const answer = (await response.json()) as { error?: unknown };
        if (response.status !== ok) {
          expect(typeof answer.error).toBe('string');
          expect(await rows(), body).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
  }

  it(`answers ${RUNS} generated replies with 201 or a 4xx that queues nothing`, async () => {
    await property(['subject', 'body'], 201, (body) =>
      call('POST', `/api/admin/people/${personId}/messages`, body),
    );
  });

  it(`answers ${RUNS} generated reminders with 201 or a 4xx that stores nothing`, async () => {
    await property(['dueAt', 'note'], 201, (body) =>
      call('POST', `/api/admin/people/${personId}/reminders`, body),
    );
  });

  it(`answers ${RUNS} generated reminder updates with 200 or a 4xx`, async () => {
    await property(['done'], 200, (body) =>
      call('PATCH', `/api/admin/reminders/${reminderId}`, body),
    );
  });

  it(`answers ${RUNS} generated templates with 200 or a 4xx that saves nothing`, async () => {
    await property(['templates'], 200, (body) =>
      call('PUT', '/api/admin/settings/reply-templates', body),
    );
    const templates = fc.array(
      fc.record({ id: value, name: value, subject: value, body: value }, { requiredKeys: [] }),
      { maxLength: 3 },
    );
    await fc.assert(
      fc.asyncProperty(templates, async (list) => {
        const response = await call('PUT', '/api/admin/settings/reply-templates', {
          templates: [...DEFAULT_REPLY_TEMPLATES, ...list],
        });
        expect(response.status).toBeOneOf([200, 400, 413]);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any id and any due with a result, a 400 or a 404, and writes nothing for a 404', async () => {
    const rows = await rowCounter(app.db.knex);
    await fc.assert(
      fc.asyncProperty(segment, hostileText, async (id, due) => {
        fc.pre(id !== personId && id !== reminderId);
        const before = await rows();
        const person = encodeURIComponent(id);
        const sent = await call('POST', `/api/admin/people/${person}/messages`, {
          subject: 'Hi',
          body: 'There',
        });
        expect(sent.status).toBe(404);
        const reminded = await call('POST', `/api/admin/people/${person}/reminders`, {
          dueAt: '2026-12-01',
        });
        expect(reminded.status).toBe(404);
        expect((await call('PATCH', `/api/admin/reminders/${person}`, { done: true })).status).toBe(
          404,
        );
        expect(await rows()).toBe(before);
        const listed = await call('GET', `/api/admin/reminders?${new URLSearchParams({ due })}`);
        // 414 and 431: a query string too long for the server to read.
        expect(listed.status).toBeOneOf([200, 400, 414, 431]);
      }),
      { numRuns: RUNS },
    );
  });
});
