/**
 * The shapes of an admin route that takes input, all refusing unknown fields (public routes drop
 * them): a GET whose query string is validated, and a write whose JSON body is (by a yup schema, or
 * by a domain parser). The handlers read only the validated input.
 */
import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { DefaultState } from 'koa';
import type { AnyObjectSchema, InferType } from 'yup';
import { validationFailed } from './errors';
import { jsonBody } from './middleware/json-body';
import { validate } from './middleware/validate';

type Input<S extends AnyObjectSchema> = DefaultState & { input: InferType<S> };

/** GET {path}: answered with what `answer` makes of the validated query (a list, a search). */
export function queryRoute<S extends AnyObjectSchema>(
  router: Router,
  path: string,
  schema: S,
  answer: (query: InferType<S>, ctx: { params: Record<string, string> }) => Promise<unknown>,
): void {
  router.get<Input<S>>(
    path,
    validate(schema, { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      ctx.body = await answer(ctx.state.input, ctx);
    },
  );
}

/** POST or PATCH {path} with a JSON body, which `handle` reads as ctx.state.input. */
export function bodyRoute<S extends AnyObjectSchema>(
  router: Router,
  method: 'post' | 'patch',
  path: string,
  schema: S,
  handle: RouterMiddleware<Input<S>>,
): void {
  const validated = [jsonBody(), validate(schema, { unknown: 'reject' })] as const;
  if (method === 'post') router.post<Input<S>>(path, ...validated, handle);
  else router.patch<Input<S>>(path, ...validated, handle);
}

/** What a domain parser makes of raw input: the value, or one message per field. */
export type Parsed<T> = { value: T } | { fields: Record<string, string> };

/** PUT {path} with a JSON body that `parse` (which refuses unknown fields) reads as ctx.state.input. */
export function putRoute<T>(
  router: Router,
  path: string,
  parse: (raw: unknown) => Parsed<T>,
  handle: RouterMiddleware<DefaultState & { input: T }>,
): void {
  router.put<DefaultState & { input: T }>(
    path,
    jsonBody(),
    async (ctx, next) => {
      const parsed = parse(ctx.request.body);
      if ('fields' in parsed) throw validationFailed(parsed.fields);
      ctx.state.input = parsed.value;
      await next();
    },
    handle,
  );
}
