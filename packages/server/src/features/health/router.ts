import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { pingDatabase } from '../../db/wait';
import { createRouter } from '../../routing';

const PROBE_TIMEOUT_MS = 2000;

export function healthRouter({ db }: AppDeps): Router {
  const router = createRouter();

  router.get('/health', async (ctx) => {
    const database = await probe(() => pingDatabase(db.knex));
    ctx.status = database === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: database === 'ok' ? 'ok' : 'unavailable', database };
  });

  return router;
}

async function probe(query: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([query(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
