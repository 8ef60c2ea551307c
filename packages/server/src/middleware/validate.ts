import type { Middleware } from 'koa';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { validationFailed } from '../errors';
import { shapeInput } from './input-shape';

export interface ValidateOptions {
  /** Where the input comes from. */
  from?: 'body' | 'query';
  /** Public routes drop fields they don't know; admin routes refuse them. */
  unknown?: 'strip' | 'reject';
}

/**
 * A cheaper reading of the common well-formed input, for the hottest routes: it answers exactly the
 * schema's output (its tests prove that on generated input), or undefined to let the schema decide.
 */
export type FastReader<T> = (raw: unknown) => T | undefined;

/** One message per field (the first problem found), keyed by the field's path. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const problems = error.inner.length > 0 ? error.inner : [error];
  for (const problem of problems) {
    const key = (problem.path ?? '').replace(/\[\d+\]$/, '') || 'body';
    fields[key] ??= problem.message;
  }
  return fields;
}

/**
 * Validates and cleans the input; the handler reads only ctx.state.input. Our schemas have no async
 * tests, so the synchronous validator is used: it is several times faster on the event hot path.
 */
export function validate<S extends AnyObjectSchema>(
  schema: S,
  { from = 'body', unknown = 'strip' }: ValidateOptions = {},
  fast?: FastReader<InferType<S>>,
): Middleware<{ input: InferType<S> }> {
  const strictSchema = unknown === 'reject' ? schema.noUnknown(true, unknownFieldsMessage) : schema;
  return async (ctx, next) => {
    const raw = from === 'body' ? ctx.request.body : ctx.query;
    const read = fast?.(raw);
    if (read !== undefined) {
      ctx.state.input = read;
      return next();
    }
    const shaped = shapeInput(schema, raw);
    if (unknown === 'reject' && shaped.unknown.length > 0) {
      shaped.fields.body ??= unknownFieldsMessage({
        unknown: shaped.unknown.join(', '),
      });
    }
    if (Object.keys(shaped.fields).length > 0) throw validationFailed(shaped.fields);
    ctx.state.input = strictSchema.validateSync(shaped.value, {
      abortEarly: false,
      stripUnknown: unknown === 'strip',
    });
    await next();
  };
}

function unknownFieldsMessage({ unknown }: { unknown?: string }): string {
  return `Unknown field${unknown?.includes(',') ? 's' : ''}: ${unknown ?? ''}.`;
}
