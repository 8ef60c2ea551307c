import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorHandler } from './error-handler';
import { clientKey } from './client-key';
import { rateLimit } from './rate-limit';
import { createLogger, type Logger } from '../logger';

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.useRealTimers();
});

async function serve(limiter: RateLimiterAbstract, log: Logger = createLogger('silent')) {
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.state.log = log;
    await next();
  });
  app.use(errorHandler());
  app.use(rateLimit({ limiter, key: (ctx) => clientKey(ctx.ip) }));
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
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const url = await serve(new RateLimiterMemory({ points: 2, duration: 60 }));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    vi.setSystemTime(1_015_000);
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({ error: 'Too many requests; try again in 45 seconds' });
    vi.setSystemTime(1_060_000);
    expect((await fetch(url)).status).toBe(200);
  });

  it('lets the request through, with a warning, when the counter cannot be reached', async () => {
    const broken = new RateLimiterMemory({ points: 1, duration: 60 });
    vi.spyOn(broken, 'consume').mockRejectedValue(new Error('connection refused'));
    const log = createLogger('silent');
    const warn = vi.spyOn(log, 'warn');
    const url = await serve(broken, log);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![1]).toMatch(/store failed; request let through/);
  });
});
