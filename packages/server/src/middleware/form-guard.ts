import type { Middleware } from 'koa';
import { rateLimit } from './rate-limit';

/** The public forms' per-IP budget, counted per form. */
export function formRateLimit(perMinute: number): Middleware {
  return rateLimit({ limit: perMinute, windowMs: 60_000 });
}

/** A filled honeypot field means a bot: answer as if stored, store nothing. */
export const isBotSubmission = (input: { website?: string | undefined }) =>
  typeof input.website === 'string' && input.website.trim() !== '';
