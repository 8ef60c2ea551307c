/**
 * Compressed request bodies: gzip, deflate and br are read like plain JSON; another encoding is a 415
 * that says which are taken, and a body that is not what its encoding says is a 400. Nothing is
 * written by either.
 */
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
      expect(await rows()).toBe(before);
    },
  );

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
