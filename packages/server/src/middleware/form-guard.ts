import type { Middleware } from 'koa';
import type { Database } from '../db/connect';
import { createLimiter } from '../db/rate-limiters';
import { clientHasherOf } from './client-hash';
import { rateLimit } from './rate-limit';

/** A public form's per-client budget, counted per form and shared by every instance. */
export function formRateLimit(db: Database, form: string, perMinute: number): Middleware {
  const clients = clientHasherOf(db.knex);
  return rateLimit({
    limiter: createLimiter(db, {
      keyPrefix: `form_${form}`,
      points: perMinute,
      durationSeconds: 60,
      sharing: 'shared-or-memory',
    }),
    key: (ctx) => clients.key(ctx.ip),
  });
}

/** A filled honeypot field means a bot: answer as if stored, store nothing. */
export const isBotSubmission = (input: { website?: string | undefined }) =>
  typeof input.website === 'string' && input.website.trim() !== '';
