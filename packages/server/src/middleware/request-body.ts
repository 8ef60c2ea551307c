/**
 * Reading a request body within a limit. Its Content-Encoding is undone here, and the limit holds on
 * both sides of it: the bytes received and what they decode to. The decoded bytes alone would let
 * through a body that never ends, such as empty deflate blocks streamed without a Content-Length,
 * which decode to nothing while the server inflates them.
 */
import type { IncomingMessage } from 'node:http';
import { finished, Transform, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import coBody from 'co-body';
import type { Context, Middleware } from 'koa';
import { badRequest, payloadTooLarge, unsupportedContentEncoding } from '../errors';

/** The content codings read. Unzip reads gzip and zlib's deflate alike, whichever the body is. */
const DECODERS = new Map<string, () => Transform>([
  ['gzip', createUnzip],
  ['deflate', createUnzip],
  ['br', createBrotliDecompress],
]);
const CODINGS = [...DECODERS.keys()];

/** A coding's name as DECODERS has it: names are case-insensitive, and x-gzip is gzip (RFC 9110 §8.4.1). */
const codingName = (header: string) => {
  const name = header.trim().toLowerCase();
  return name === 'x-gzip' ? 'gzip' : name;
};

declare module 'koa' {
  interface Request {
    /** The body jsonBody or formBody read; what it holds is for validation to say. */
    body?: unknown;
  }
}

class BodyTooLarge extends Error {}

/** Passes bytes through until there have been more than `limit`, then fails. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new BodyTooLarge());
    else done(null, chunk);
  }
}

/**
 * How much of a refused body is still read, and dropped, before the connection is closed. A client
 * that is still writing its body may not read the answer until it is done, and a connection closed
 * under unread bytes is reset, taking the answer with it; an endless body must not be read for long.
 */
const LINGER_MS = 1000;
const LINGER_BYTES = 1024 * 1024;

/** Reads and drops the rest of a refused body; closes the connection if it has not ended by then. */
function dropRest(req: IncomingMessage): void {
  let dropped = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/**
 * The request's bytes, decoded by `decoder` if it has one, failing once more than `limit` bytes have
 * been received. A request cut short fails it too (co-body would otherwise wait for the rest forever).
 */
function bodyStream(req: IncomingMessage, decoder: (() => Transform) | null, limit: number) {
  const received = new ByteLimit(limit);
  const output = decoder ? decoder() : received;
  const stopWatching = finished(req, (error) => {
    if (error) received.destroy(error);
  });
  if (output !== received) received.on('error', (error) => output.destroy(error));
  output.on('close', () => {
    stopWatching();
    req.unpipe(received);
    received.destroy();
    if (!req.complete) dropRest(req);
  });
  req.pipe(received);
  if (output !== received) received.pipe(output);
  // co-body reads a request's headers besides its bytes: these bytes are decoded, of no known length.
  const headers = { 'content-type': req.headers['content-type'] };
  return Object.assign(output, { headers }) as unknown as IncomingMessage;
}

export interface BodyLimit {
  /** The most bytes a body may have, received and decoded. */
  bytes: number;
  /** The limit as the 413's message says it ("100kb"). */
  label: string;
}

export interface ReadBodyOptions {
  kind: 'json' | 'form';
  limit: BodyLimit;
  /** The 400's message for a body that decodes but does not parse. */
  unreadable: string;
}

/**
 * Reads and parses the body of `ctx`: an unknown coding is a 415 naming the ones read, a body over
 * the limit a 413, one that does not decode or parse a 400.
 */
export async function readRequestBody(
  ctx: Context,
  { kind, limit, unreadable }: ReadBodyOptions,
): Promise<unknown> {
  const coding = codingName(ctx.get('Content-Encoding'));
  const decoder = coding === '' || coding === 'identity' ? null : DECODERS.get(coding);
  if (decoder === undefined) throw unsupportedContentEncoding(CODINGS);
  // Refused before a byte is read, a body is dropped by Node and the connection serves on.
  if (Number(ctx.get('Content-Length') || '0') > limit.bytes) throw payloadTooLarge(limit.label);
  const source = bodyStream(ctx.req, decoder, limit.bytes);
  const options = { limit: limit.bytes, strict: true, encoding: 'utf8' };
  try {
    return kind === 'json'
      ? await coBody.json(source, options)
      : await coBody.form(source, options);
  } catch (error) {
    const { status, errno } = error as { status?: number; errno?: number };
    if (error instanceof BodyTooLarge || status === 413) throw payloadTooLarge(limit.label);
    // zlib's errors carry an errno; the parsers' do not.
    if (typeof errno === 'number')
      throw badRequest(`The request body could not be decompressed as ${coding}`);
    throw badRequest(unreadable);
  }
}

/**
 * A middleware that reads an HTML form (application/x-www-form-urlencoded) into ctx.request.body;
 * another type of body is not read, and leaves it empty.
 */
export function formBody({ limit, unreadable }: Omit<ReadBodyOptions, 'kind'>): Middleware {
  return async (ctx, next) => {
    ctx.request.body = ctx.is('application/x-www-form-urlencoded')
      ? await readRequestBody(ctx, { kind: 'form', limit, unreadable })
      : {};
    await next();
  };
}
