import { isbot } from 'isbot';
import type { Middleware } from 'koa';

/** User agents seen recently and whether each is a bot: isbot's pattern is long, and agents repeat. */
const CACHE_SIZE = 1000;

export function dropBots(): Middleware {
  const verdicts = new Map<string, boolean>();
  const isBotAgent = (agent: string): boolean => {
    let verdict = verdicts.get(agent);
    if (verdict === undefined) {
      verdict = isbot(agent);
      if (verdicts.size >= CACHE_SIZE) verdicts.delete(verdicts.keys().next().value as string);
      verdicts.set(agent, verdict);
    }
    return verdict;
  };

  /**
   * Crawlers, headless browsers and clients without a user agent are not leads: their analytics are
   * acknowledged (202) and dropped.
   */
  return async (ctx, next) => {
    const agent = ctx.get('User-Agent');
    // Every browser sends a user agent; a request without one is a script.
    if (agent === '' || isBotAgent(agent)) {
      ctx.status = 202;
      ctx.body = { stored: false };
      return;
    }
    await next();
  };
}
