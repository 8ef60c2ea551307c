/**
 * Checks the shape of raw input against a yup object schema before yup sees it, and hands yup a clean
 * copy. yup's casts call methods of the values they meet (`value.trim()`, `value.toString()`), and its
 * object schema looks fields up by the input's keys, prototype included: an object where text is
 * expected, `{"toString":"x"}`, or a key named `constructor` would crash it. Here such input becomes
 * a field error instead, and only the schema's own fields are copied.
 */
import type { AnyObjectSchema, ISchema } from 'yup';

interface Described {
  type?: string;
  fields?: Record<string, Described>;
  innerType?: Described;
}

export interface ShapedInput {
  value: Record<string, unknown>;
  /** Field errors, keyed like yup's (`firstVisit.timestamp`, `body`). */
  fields: Record<string, string>;
  unknown: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCALAR_NOUN: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
};

/** The shape problem of one value for a field of this type, if any. */
function scalarProblem(type: string | undefined, value: unknown, path: string) {
  const noun = type ? SCALAR_NOUN[type] : undefined;
  if (noun && typeof value === 'object' && value !== null) return `${path} must be ${noun}.`;
  return undefined;
}

function shapeObject(
  schema: Described,
  raw: Record<string, unknown>,
  prefix: string,
  result: ShapedInput,
): Record<string, unknown> {
  const fields = schema.fields ?? {};
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) {
      result.unknown.push(path);
      continue;
    }
    copy[key] = shapeValue(field, raw[key], path, result);
  }
  return copy;
}

function shapeValue(schema: Described, value: unknown, path: string, result: ShapedInput) {
  if (value === undefined || value === null) return value;
  if (schema.type === 'object' && schema.fields) {
    if (!isPlainObject(value)) {
      result.fields[path] ??= `${path} must be an object.`;
      return value;
    }
    return shapeObject(schema, value, path, result);
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) {
      result.fields[path] ??= `${path} must be a list.`;
      return value;
    }
    const inner = schema.innerType;
    if (!inner) return value;
    return value.map((item: unknown) => {
      if (scalarProblem(inner.type, item, path)) {
        result.fields[path] ??=
          `${path} must hold only ${SCALAR_NOUN[inner.type ?? ''] ?? ''} values.`;
      }
      return inner.type === 'object' && isPlainObject(item)
        ? shapeObject(inner, item, path, result)
        : item;
    });
  }
  const problem = scalarProblem(schema.type, value, path);
  if (problem) result.fields[path] ??= problem;
  return value;
}

/** The schema's structure (types and fields), read once per schema. */
const structures = new WeakMap<ISchema<unknown>, Described>();

function structureOf(schema: AnyObjectSchema): Described {
  let structure = structures.get(schema);
  if (!structure) {
    structure = schema.describe() as Described;
    structures.set(schema, structure);
  }
  return structure;
}

export function shapeInput(schema: AnyObjectSchema, raw: unknown): ShapedInput {
  const result: ShapedInput = { value: {}, fields: {}, unknown: [] };
  if (raw === undefined || raw === null) return result;
  if (!isPlainObject(raw)) {
    result.fields.body = 'The input must be an object.';
    return result;
  }
  result.value = shapeObject(structureOf(schema), raw, '', result);
  return result;
}
