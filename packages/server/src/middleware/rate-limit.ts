import type { Context, Middleware } from 'koa';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';

export interface RateLimitOptions {
  /** The counter (see db/rate-limiters.ts): its points per window are the limit. */
  limiter: RateLimiterAbstract;
  /**
   * What is counted: a session id, or the client's hashed key (clientHasherOf(knex).key(ctx.ip):
   * never the address itself, which would then be stored in the counters).
   */
  key: (ctx: Context) => string | Promise<string>;
  /**
   * What the request costs: 1, or per item for a request that carries several (a batch of events).
   * A request that costs nothing is not counted.
   */
  points?: (ctx: Context) => number;
}

export const retryAfterSeconds = (refusal: RateLimiterRes) =>
  Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/**
 * Counts each request and answers 429 with Retry-After past the limit. If the counter cannot be
 * reached at all, the request goes through with a warning: these limits guard public routes against
 * floods, and refusing every visitor because the counter is down would do the flood's work for it.
 */
export function rateLimit({ limiter, key: keyOf, points }: RateLimitOptions): Middleware {
  return async (ctx, next) => {
    const cost = points ? points(ctx) : 1;
    if (cost <= 0) return next();
    const key = await keyOf(ctx);
    try {
      await limiter.consume(key, cost);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // Items refused (a batch's events) give their points back, so that those that fit, sent again
        // one by one, are not held up for the rest of the window by those that did not.
        if (points) await limiter.reward(key, cost).catch(() => {});
        throw tooManyRequests(retryAfterSeconds(rejection));
      }
      ctx.state.log.warn(
        { err: rejection },
        'rate limit not checked: its store failed; request let through',
      );
    }
    await next();
  };
}
