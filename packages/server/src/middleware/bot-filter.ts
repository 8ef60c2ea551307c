import { isbot } from 'isbot';
import type { Middleware } from 'koa';

/** Crawlers and headless browsers are not leads: their analytics are acknowledged (202) and dropped. */
export function dropBots(): Middleware {
  return async (ctx, next) => {
    if (isbot(ctx.get('User-Agent'))) {
      ctx.status = 202;
      ctx.body = { stored: false };
      return;
    }
    await next();
  };
}
