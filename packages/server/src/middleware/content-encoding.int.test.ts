/**
 * Compressed request bodies: gzip (x-gzip), deflate and br are read like plain JSON or a form; another
 * encoding is a 415 that says which are taken, and a body that is not what its encoding says is a 400.
 * The 100 KB limit holds for the bytes sent and the bytes they decode to, with or without a
 * Content-Length. Nothing is written by any of them.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { createSession } from '../test/analytics-factories';
import { BROWSER_USER_AGENT } from '../test/browser';
import { describeIntegration, useTestServer } from '../test/harness';
import { sendRaw } from '../test/raw-http';
import { rowCounter } from '../test/row-count';

const UNSUPPORTED = {
  error:
    "The request body's Content-Encoding is not supported: send it uncompressed, or as gzip, deflate or br",
};

/** Stored deflate blocks of no bytes: they decode to nothing, however many are sent. */
const EMPTY_BLOCKS = Buffer.alloc(5 * 2_000);
for (let at = 0; at < EMPTY_BLOCKS.length; at += 5) EMPTY_BLOCKS.fill(0xff, at + 3, at + 5);
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);

/**
 * Posts a deflate body of `cap` bytes of empty blocks, chunked with no Content-Length and never
 * ended, and answers the status the server gives within 5 s (0 for none).
 */
function streamEmptyBlocks(baseUrl: string, path: string, type: string, cap: number) {
  const base = new URL(baseUrl);
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const settle = (status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(giveUp);
      req.destroy();
      resolve(status);
    };
    const giveUp = setTimeout(() => settle(0), 5000);
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        headers: {
          'content-type': type,
          'content-encoding': 'deflate',
          'transfer-encoding': 'chunked',
          'user-agent': BROWSER_USER_AGENT,
        },
      },
      (res) => settle(res.statusCode ?? 0),
    );
    req.on('error', (error) => {
      if (!settled) reject(error);
    });
    req.write(ZLIB_HEADER);
    for (let sent = 0; sent < cap; sent += EMPTY_BLOCKS.length) req.write(EMPTY_BLOCKS);
  });
}

describeIntegration('Content-Encoding of request bodies', () => {
  const app = useTestServer();
  let rows: () => Promise<number> = async () => Number.NaN;
  beforeAll(async () => {
    rows = await rowCounter(app.db.knex);
  });

  const post = (path: string, encoding: string, body: Buffer, type = 'application/json') =>
    sendRaw(app.url, {
      method: 'POST',
      path,
      headers: {
        'content-type': type,
        'content-encoding': encoding,
        'user-agent': BROWSER_USER_AGENT,
      },
      body,
    });

  const contact = (email: string) =>
    Buffer.from(JSON.stringify({ name: 'Ann', email, message: 'Hello' }));

  it.each([
    ['identity', (body: Buffer) => body],
    ['gzip', gzipSync],
    ['GZip', gzipSync],
    ['x-gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('reads a body sent as %s', async (encoding, compress) => {
    const email = `${encoding.toLowerCase()}@example.com`;
    const answer = await post('/api/contact', encoding, compress(contact(email)));
    expect(answer.status, answer.body).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: string };
    expect(await app.db.knex('contact_messages').where({ id }).first()).toMatchObject({ email });
  });

  it.each(['compress', 'zstd', 'x-gzip-but-not', 'gzip, br'])(
    'refuses a body sent as %s with 415, and writes nothing',
    async (encoding) => {
      const before = await rows();
      const answer = await post('/api/contact', encoding, contact('ann@example.com'));
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual(UNSUPPORTED);
      // RFC 9110 §15.5.16: the codings that would have been read.
      expect(answer.headers['accept-encoding']).toBe('gzip, deflate, br');
      expect(await rows()).toBe(before);
    },
  );

  it('answers any Content-Encoding with what it names: read, 400 if not what it says, else 415', async () => {
    const read = ['', 'identity'];
    const decoded = ['gzip', 'x-gzip', 'deflate', 'br'];
    const name = fc.oneof(
      fc
        .constantFrom(...read, ...decoded)
        .chain((coding) =>
          fc
            .array(fc.boolean(), { minLength: coding.length, maxLength: coding.length })
            .map((upper) => [...coding].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
        ),
      fc.stringMatching(/^[!-~]{1,16}$/),
    );
    await fc.assert(
      fc.asyncProperty(name, async (coding) => {
        const answer = await post(
          '/api/newsletter',
          coding,
          Buffer.from('{"email":"p@example.com"}'),
        );
        const known = coding.trim().toLowerCase();
        if (read.includes(known)) expect(answer.status, answer.body).toBeLessThan(300);
        else if (decoded.includes(known)) expect(answer.status).toBe(400);
        else {
          expect(answer.status).toBe(415);
          expect(answer.headers['accept-encoding']).toBe('gzip, deflate, br');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads a compressed body sent in chunks, without a Content-Length', async () => {
    const email = 'chunked@example.com';
    const answer = await sendRaw(app.url, {
      method: 'POST',
      path: '/api/contact',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'transfer-encoding': 'chunked',
        'user-agent': BROWSER_USER_AGENT,
      },
      body: gzipSync(contact(email)),
    });
    expect(answer.status, answer.body).toBe(201);
    expect(await app.db.knex('contact_messages').where({ email }).first()).toBeDefined();
  });

  it.each([
    ['/api/newsletter', 'application/json'],
    ['/api/analytics/event', 'text/plain'],
    ['/api/login', 'application/x-www-form-urlencoded'],
  ])(
    'answers %s 413 once an endless compressed body passes the limit as sent',
    async (path, type) => {
      const before = await rows();
      // Five times the limit, decoding to nothing: only the bytes as sent can pass the limit.
      expect(await streamEmptyBlocks(app.url, path, type, 500 * 1024)).toBe(413);
      expect(await rows()).toBe(before);
    },
  );

  it('reads a sign-in form sent compressed, and refuses an unknown encoding with 415', async () => {
    const form = Buffer.from('email=nobody%40example.com&password=not-the-password');
    const type = 'application/x-www-form-urlencoded';
    const read = await post('/api/login', 'x-gzip', gzipSync(form), type);
    expect(read.status).toBe(401);
    expect(read.body).toContain('Invalid email or password');
    const refused = await post('/api/login', 'zstd', form, type);
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body)).toEqual(UNSUPPORTED);
    expect(refused.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it("refuses an event batch in an unknown encoding with 415 too (the tracker's route)", async () => {
    const sessionId = await createSession(app);
    const before = await rows();
    const batch = Buffer.from(JSON.stringify({ sessionId, events: [] }));
    const answer = await post('/api/analytics/events', 'zstd', batch, 'text/plain');
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual(UNSUPPORTED);
    expect(await rows()).toBe(before);
  });

  it('counts the limit of 100 KB after decompression (a small bomb is a 413)', async () => {
    const before = await rows();
    const big = contact('ann@example.com')
      .toString()
      .replace('Hello', 'x'.repeat(1024 * 1024));
    const bomb = gzipSync(Buffer.from(big));
    expect(bomb.length).toBeLessThan(10 * 1024);
    const answer = await post('/api/contact', 'gzip', bomb);
    expect(answer.status).toBe(413);
    expect(await rows()).toBe(before);
  });

  it('refuses a body that is not what its encoding says with 400, and writes nothing', async () => {
    const before = await rows();
    const answer = await post('/api/contact', 'gzip', contact('ann@example.com'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'The request body could not be decompressed as gzip',
    });
    expect(await rows()).toBe(before);
  });
});
