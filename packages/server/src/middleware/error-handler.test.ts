import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('errorHandler', () => {
  it('answers an unexpected error with 500 and the request id, and logs the stack only', async () => {
    const lines: string[] = [];
    const log = pino(
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    const app = new Koa();
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.state.requestId = 'req-123';
      ctx.state.log = log;
      await next();
    });
    app.use(errorHandler());
    app.use(() => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => server.close();

    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', requestId: 'req-123' });
    expect(text).not.toContain('secret internals');
    expect(lines.join('')).toContain('secret internals at /srv/app.ts:42');
    expect(lines.join('')).toContain('"stack"');
  });
});
