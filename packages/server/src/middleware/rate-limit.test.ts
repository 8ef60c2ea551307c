import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { rateLimit } from './rate-limit';
import { createLogger } from '../logger';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(now: () => number) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.state.log = createLogger('silent');
    await next();
  });
  app.use(errorHandler());
  app.use(rateLimit({ limit: 2, windowMs: 60_000, now }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('rateLimit', () => {
  it('allows the limit per window, then 429 with the seconds left, then a new window', async () => {
    let time = 1_000_000;
    const url = await serve(() => time);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    time += 15_000;
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({ error: 'Too many requests; try again in 45 seconds' });
    time += 45_000;
    expect((await fetch(url)).status).toBe(200);
  });
});
