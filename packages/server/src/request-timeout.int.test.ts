/**
 * A client that sends its request slowly, or a body that never ends, holds a connection only until
 * the request timeout (30 s; 1 s here): it is answered 408 and the connection closed. Nothing is
 * written.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHttpServer, startServer, type RunningServer } from './server';
import { countRows, describeIntegration, testConfig, useTestDatabase } from './test/harness';

/** Sends `start` and then nothing; answers the first line of the reply once the server closes. */
function stall(port: number, start: string, giveUpMs: number) {
  return new Promise<{ statusLine: string; ms: number }>((resolve, reject) => {
    const began = Date.now();
    let reply = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start, 'latin1'));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ statusLine: 'still open', ms: Date.now() - began });
    }, giveUpMs);
    socket.setEncoding('utf8').on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ statusLine: reply.split('\r\n')[0] ?? '', ms: Date.now() - began });
    });
  });
}

describeIntegration('a request that does not arrive in time', () => {
  const database = useTestDatabase();
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(testConfig(database.current), undefined, {
      requestTimeoutMs: 1000,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    [
      'a body that stops',
      'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    ],
    [
      'a compressed body that never ends',
      'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Encoding: deflate\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n\x78\x9c\r\n',
    ],
    ['headers that stop', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n'],
  ])('is answered 408 and closed: %s', async (_name, start) => {
    const before = await countRows(server!.db, 'newsletter_subscribers');
    const answer = await stall(server!.port, start, 8000);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    // The timeout, and how often Node looks (a quarter of it).
    expect(answer.ms).toBeLessThan(3000);
    expect(await countRows(server!.db, 'newsletter_subscribers')).toBe(before);
  });

  it('gives a request 30 s to arrive, and its headers 20 s, unless told otherwise', () => {
    const http = createHttpServer();
    expect(http.requestTimeout).toBe(30_000);
    expect(http.headersTimeout).toBe(20_000);
  });
});
