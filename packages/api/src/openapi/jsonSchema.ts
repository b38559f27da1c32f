import { is, type Struct } from 'superstruct';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [key: string]: unknown };

// biome-ignore lint/suspicious/noExplicitAny: any struct, whatever it validates
type AnyStruct = Struct<any, any>;

/**
 * What a refinement adds to a schema (maxLength, pattern, minimum…). superstruct keeps refinements as
 * functions, so the rules that want to appear in the OpenAPI document say so here, once, where they
 * are defined (validation/rules.ts).
 */
const notes = new WeakMap<object, JsonSchema>();

export function annotate<S extends AnyStruct>(struct: S, fragment: JsonSchema): S {
  notes.set(struct, { ...notesOf(struct), ...fragment });
  return struct;
}

/** Annotations of a struct and of the structs it refines (a refined struct copies its base's fields). */
function notesOf(struct: AnyStruct): JsonSchema {
  return notes.get(struct) ?? {};
}

/** Whether the struct accepts `undefined` (an optional field) or `null` (a nullable one). */
const acceptsUndefined = (struct: AnyStruct) => is(undefined, struct);
const acceptsNull = (struct: AnyStruct) => is(null, struct);

function withNull(schema: JsonSchema): JsonSchema {
  const t = schema.type;
  if (typeof t === 'string') return { ...schema, type: [t, 'null'] };
  if (Array.isArray(t)) return { ...schema, type: [...t, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * The JSON Schema of a superstruct struct: object, type, array, record, enums, literal, string,
 * integer, number, boolean, with optional and nullable read by probing the struct itself (so the
 * document cannot say a field is required when the server accepts it missing, or the reverse).
 */
export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const base = baseSchema(struct);
  const annotated = { ...base, ...notesOf(struct) };
  return acceptsNull(struct) && struct.type !== 'unknown' && struct.type !== 'any' ? withNull(annotated) : annotated;
}

function baseSchema(struct: AnyStruct): JsonSchema {
  switch (struct.type) {
    case 'string':
      return { type: 'string' };
    case 'integer':
      return { type: 'integer' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enums': {
      const values = Object.values(struct.schema as Record<string, string | number>);
      return { type: typeof values[0] === 'number' ? 'integer' : 'string', enum: values };
    }
    case 'literal':
      return { const: struct.schema };
    case 'array':
      return { type: 'array', items: struct.schema ? toJsonSchema(struct.schema as AnyStruct) : {} };
    case 'object':
    case 'type': {
      const fields = (struct.schema ?? {}) as Record<string, AnyStruct>;
      const properties = Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, toJsonSchema(s)]));
      const required = Object.entries(fields)
        .filter(([, s]) => !acceptsUndefined(s))
        .map(([k]) => k);
      return {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(struct.type === 'object' ? { additionalProperties: false } : {}),
      };
    }
    case 'record':
      return { type: 'object' };
    case 'any':
    case 'unknown':
      return {};
    default:
      throw new Error(`[api/openapi] no JSON Schema for a superstruct '${struct.type}' struct`);
  }
}

/** The fields of an object struct, for query and path parameters. */
export function objectFields(struct: AnyStruct): Array<{ name: string; struct: AnyStruct; required: boolean }> {
  if (struct.type !== 'object' && struct.type !== 'type') {
    throw new Error(`[api/openapi] parameters need an object struct, not '${struct.type}'`);
  }
  return Object.entries((struct.schema ?? {}) as Record<string, AnyStruct>).map(([name, s]) => ({
    name,
    struct: s,
    required: !acceptsUndefined(s),
  }));
}
