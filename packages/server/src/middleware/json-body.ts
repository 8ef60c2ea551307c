import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';

export const JSON_BODY_LIMIT = '100kb';

interface BodyError {
  status?: number;
  type?: string;
  errno?: number;
}

/** The content codings the body parser inflates (RFC 9110 names them case-insensitively). */
const CONTENT_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'];

const unsupportedEncoding = () =>
  unsupportedMediaType(
    "The request body's Content-Encoding is not supported: send it uncompressed, or as gzip, deflate or br",
  );

const onError = (error: Error, ctx: Context) => {
  const { status, type, errno } = error as BodyError;
  if (status === 413 || type === 'entity.too.large') throw payloadTooLarge(JSON_BODY_LIMIT);
  if (status === 415) throw unsupportedEncoding();
  // zlib's errors carry an errno; JSON's syntax errors do not.
  if (typeof errno === 'number') {
    throw badRequest(
      `The request body could not be decompressed as ${ctx.get('Content-Encoding')}`,
    );
  }
  throw badRequest('The request body is not valid JSON');
};

const parseJson = bodyParser({
  enableTypes: ['json'],
  jsonLimit: JSON_BODY_LIMIT,
  jsonStrict: true,
  onError,
});

/** navigator.sendBeacon posts cross-site as text/plain (a type that needs no CORS preflight). */
const parseJsonOrText = bodyParser({
  enableTypes: ['json'],
  // The types are merged by position into the defaults, so application/json is named again first.
  extendTypes: { json: ['application/json', 'text/plain'] },
  jsonLimit: JSON_BODY_LIMIT,
  jsonStrict: true,
  onError,
});

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
 * Request bodies are JSON objects of at most 100 KB, plain or compressed (CONTENT_ENCODINGS): another
 * content type or encoding is 415, a larger body 413, anything that is not a JSON object 400.
 */
export function jsonBody({ acceptTextPlain = false }: JsonBodyOptions = {}): Middleware {
  const types = acceptTextPlain
    ? ['application/json', '+json', 'text/plain']
    : ['application/json', '+json'];
  const parse = acceptTextPlain ? parseJsonOrText : parseJson;
  return async (ctx, next) => {
    if (!['POST', 'PUT', 'PATCH'].includes(ctx.method)) return next();
    const declared = Number(ctx.get('Content-Length') || '0');
    if (declared > 100 * 1024) throw payloadTooLarge(JSON_BODY_LIMIT);
    if (declared > 0 || ctx.get('Transfer-Encoding')) {
      if (!ctx.is(types)) throw unsupportedMediaType();
    }
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (encoding) {
      if (!CONTENT_ENCODINGS.includes(encoding)) throw unsupportedEncoding();
      // The parser compares the header as it is written.
      ctx.req.headers['content-encoding'] = encoding;
    }
    await parse(ctx, async () => {});
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      throw badRequest(`The request body nests more than ${MAX_JSON_DEPTH} levels deep`);
    }
    await next();
  };
}
