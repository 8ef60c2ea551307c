import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

export type SchemaCheck<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors };

/**
 * Validates form values with the server's own request schema: the cleaned values, or one message per
 * field (the first problem found), keyed as the server keys its 400 answers.
 */
export function checkSchema<S extends AnyObjectSchema>(schema: S, values: unknown): SchemaCheck<S> {
  try {
    return {
      ok: true,
      value: schema.validateSync(values, { abortEarly: false, stripUnknown: true }),
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const key = (problem.path ?? '').replace(/\[\d+\]$/, '') || 'form';
      errors[key] ??= problem.message;
    }
    return { ok: false, errors };
  }
}
