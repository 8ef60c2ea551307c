import type { Middleware } from 'koa';
import { rateLimit } from './rate-limit';

/** The public forms' per-IP budget; the wizard saves once per step, so it gets one budget per step. */
export function formRateLimit(perMinute: number, requestsPerSubmission = 1): Middleware {
  return rateLimit({ limit: perMinute * requestsPerSubmission, windowMs: 60_000 });
}

/** A filled honeypot field means a bot: answer as if stored, store nothing. */
export const isBotSubmission = (input: { website?: string | undefined }) =>
  typeof input.website === 'string' && input.website.trim() !== '';
