import type { Context, Middleware } from 'koa';
import { tooManyRequests } from '../errors';

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  /** What is counted: the client's IP by default (X-Forwarded-For only when TRUST_PROXY is set). */
  key?: (ctx: Context) => string;
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_THRESHOLD = 10_000;

/**
 * A fixed-window counter per client, in this process's memory: enough for one server; behind several
 * instances each counts its own share.
 */
export function rateLimit({
  limit,
  windowMs,
  key: keyOf = (ctx) => ctx.ip,
  now = Date.now,
}: RateLimitOptions): Middleware {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  // At most once a window, so that many live clients cannot make every request pay for a sweep.
  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };

  return async (ctx, next) => {
    const time = now();
    const key = keyOf(ctx);
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      if (windows.size >= SWEEP_THRESHOLD) sweep(time);
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      throw tooManyRequests(Math.max(1, Math.ceil((window.resetAt - time) / 1000)));
    }
    await next();
  };
}
