import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { requestContext } from './request-context';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve() {
  const lines: { level: number; msg: string; path?: string; status?: number; reqId?: string }[] =
    [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = new Koa();
  app.use(requestContext(pino({ level: 'info' }, sink), { quietPrefixes: ['/api/health'] }));
  app.use((ctx) => {
    ctx.status = ctx.path.endsWith('/down') ? 503 : 200;
    ctx.body = {};
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines };
}

const INFO = 30;

it('logs one line per request at info, with the id it sends back', async () => {
  const { base, lines } = await serve();
  const response = await fetch(`${base}/api/contact`);
  expect(lines).toEqual([
    expect.objectContaining({ level: INFO, msg: 'request', path: '/api/contact', status: 200 }),
  ]);
  expect(lines[0]!.reqId).toBe(response.headers.get('x-request-id'));
});

it('keeps successful requests to quiet paths out of the info log, but not their failures', async () => {
  const { base, lines } = await serve();
  await fetch(`${base}/api/health`);
  await fetch(`${base}/api/health/down`);
  expect(lines).toEqual([
    expect.objectContaining({ level: INFO, path: '/api/health/down', status: 503 }),
  ]);
});

it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
  const { base } = await serve();
  const kept = await fetch(`${base}/x`, { headers: { 'x-request-id': 'proxy-id-12345' } });
  expect(kept.headers.get('x-request-id')).toBe('proxy-id-12345');
  const replaced = await fetch(`${base}/x`, { headers: { 'x-request-id': 'bad id!' } });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

it('leaves the secret segment of a secret path out of the log', async () => {
  const lines: { path?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { path?: string });
      done();
    },
  });
  const app = new Koa();
  app.use(
    requestContext(pino({ level: 'debug' }, sink), {
      secretPrefixes: ['/api/booking/manage/', '/api/booking/feed/'],
    }),
  );
  app.use((ctx) => {
    ctx.body = {};
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = 'a'.repeat(43);
  await fetch(`${base}/api/booking/manage/${token}/move`);
  await fetch(`${base}/api/booking/feed/${'b'.repeat(32)}.ics`);
  await fetch(`${base}/api/booking/slots`);
  expect(lines.map((line) => line.path)).toEqual([
    '/api/booking/manage/:secret/move',
    '/api/booking/manage/:secret/move',
    '/api/booking/feed/:secret',
    '/api/booking/feed/:secret',
    '/api/booking/slots',
    '/api/booking/slots',
  ]);
});
