import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { ValidationError } from 'yup';
import { conflict, HttpError, validationFailed } from '../errors';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable';
import { fieldErrors } from './validate';

interface PgError {
  code?: string;
  constraint?: string;
}

/** What http-errors (thrown by koa-static, the body parser, Koa itself) carries. */
interface StatusError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

/**
 * The outermost handler: known errors become JSON with their status; anything else is logged with
 * its stack and answered 500 with only the request id, so no internals reach a client.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = toHttpError(caught);
      if (error) {
        ctx.status = error.status;
        ctx.body = error.fields
          ? { error: error.message, fields: error.fields }
          : { error: error.message };
        for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
        // An outage is the database's state, not a bug here: one warning per refused request, no stack.
        if (error.status === 503) {
          ctx.state.log.warn({ reason: (caught as Error)?.message }, error.message);
        } else if (error.status >= 500) ctx.state.log.error({ err: caught }, error.message);
        return;
      }
      ctx.state.log.error({ err: caught }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: 'Internal server error', requestId: ctx.state.requestId };
    }
  };
}

function toHttpError(caught: unknown): HttpError | undefined {
  if (caught instanceof HttpError) return caught;
  if (caught instanceof ValidationError) return validationFailed(fieldErrors(caught));
  if (isDatabaseUnavailable(caught)) return databaseUnavailable();
  const pgError = caught as PgError;
  if (pgError?.code === '23505') return conflict('That record already exists');
  return clientError(caught);
}

/**
 * A 4xx that other middleware threw (a malformed path for koa-static, say) keeps its status: the
 * request was at fault, not the server. Its message is shown only when it was meant for clients.
 */
function clientError(caught: unknown): HttpError | undefined {
  if (typeof caught !== 'object' || caught === null) return undefined;
  const { status, statusCode, expose, message } = caught as StatusError;
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || !Number.isInteger(code) || code < 400 || code > 499) {
    return undefined;
  }
  const shown =
    expose === true && typeof message === 'string' && message ? message : STATUS_CODES[code];
  return new HttpError(code, 'client_error', shown ?? 'Bad request');
}
