import { is, type Struct } from 'superstruct';
import { notesOf } from './notes';

export type { JsonSchema } from './notes';

import type { JsonSchema } from './notes';

// biome-ignore lint/suspicious/noExplicitAny: any struct, whatever it validates
type AnyStruct = Struct<any, any>;

/** Whether the struct accepts `undefined` (an optional field) or `null` (a nullable one). */
const acceptsUndefined = (struct: AnyStruct) => is(undefined, struct);
const acceptsNull = (struct: AnyStruct) => is(null, struct);

function withNull(notNull: JsonSchema): JsonSchema {
  if ('const' in notNull) return { anyOf: [notNull, { type: 'null' }] };
  // An enum lists every value the field may hold, null included, or a null fails validation.
  const schema = Array.isArray(notNull.enum) ? { ...notNull, enum: [...notNull.enum, null] } : notNull;
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
      return { type: 'object', additionalProperties: toJsonSchema(recordValue(struct)) };
    case 'any':
    case 'unknown':
      return {};
    default:
      throw new Error(`[api/openapi] no JSON Schema for a superstruct '${struct.type}' struct`);
  }
}

/**
 * The struct of a record's values. superstruct keeps a record's key and value structs only inside
 * its `entries` generator, which yields [key, key, Key] then [key, value, Value] for each entry, so
 * one entry of a probe object hands the value struct back.
 */
function recordValue(struct: AnyStruct): AnyStruct {
  const context = { branch: [], path: [] } as unknown as Parameters<AnyStruct['entries']>[1];
  const entries = [...struct.entries({ probe: null }, context)];
  const value = entries[1]?.[2];
  if (!value) throw new Error('[api/openapi] a record without a value struct');
  return value as AnyStruct;
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
