import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import { readRequestBody, type BodyLimit } from './request-body';

const JSON_BODY_BYTES = 100 * 1024;
export const JSON_BODY_LIMIT = '100kb';
const bodyLimit: BodyLimit = { bytes: JSON_BODY_BYTES, label: JSON_BODY_LIMIT };

/** Deeper than any request of ours; deep nesting is only ever an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion (so a deep body cannot overflow the stack). */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [current, depth] = entry;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const inner of Object.values(current)) stack.push([inner, depth + 1]);
  }
  return false;
}

export interface JsonBodyOptions {
  /** Also read text/plain bodies as JSON (the tracker's beacons). */
  acceptTextPlain?: boolean;
}

/**
 * Request bodies are JSON objects of at most 100 KB, plain or compressed (gzip, deflate or br), as sent
 * and as decoded: another content type or encoding is 415, a larger body 413, anything that is not a
 * JSON object 400. navigator.sendBeacon posts cross-site as text/plain (a type that needs no CORS
 * preflight), which the tracker's routes read as JSON.
 */
export function jsonBody({ acceptTextPlain = false }: JsonBodyOptions = {}): Middleware {
  const types = acceptTextPlain
    ? ['application/json', '+json', 'text/plain']
    : ['application/json', '+json'];
  return async (ctx, next) => {
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    const declared = Number(ctx.get('Content-Length') || '0');
    // Before the type: a large body is a 413 whatever it claims to be.
    if (declared > JSON_BODY_BYTES) throw payloadTooLarge(JSON_BODY_LIMIT);
    const hasBody = declared > 0 || Boolean(ctx.get('Transfer-Encoding'));
    if (hasBody && !ctx.is(types)) throw unsupportedMediaType();
    const body = hasBody
      ? await readRequestBody(ctx, {
          kind: 'json',
          limit: bodyLimit,
          unreadable: 'The request body is not valid JSON',
        })
      : {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      throw badRequest(`The request body nests more than ${MAX_JSON_DEPTH} levels deep`);
    }
    ctx.request.body = body;
    await next();
  };
}
