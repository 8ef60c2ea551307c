import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

export const JSON_BODY_LIMIT = '100kb';

interface BodyError {
  status?: number;
  type?: string;
}

const parseJson = bodyParser({
  enableTypes: ['json'],
  jsonLimit: JSON_BODY_LIMIT,
  jsonStrict: true,
  onError: (error) => {
    const { status, type } = error as BodyError;
    if (status === 413 || type === 'entity.too.large') throw payloadTooLarge(JSON_BODY_LIMIT);
    throw badRequest('The request body is not valid JSON');
  },
});

/**
 * Request bodies are JSON objects of at most 100 KB: another content type is 415, a larger body 413,
 * anything that is not a JSON object 400.
 */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > 100 * 1024) throw payloadTooLarge(JSON_BODY_LIMIT);
    if (declared > 0 || ctx.get('Transfer-Encoding')) {
      if (!ctx.is('application/json', '+json')) throw unsupportedMediaType();
    }
    await parseJson(ctx, async () => {});
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    await next();
  };
}
