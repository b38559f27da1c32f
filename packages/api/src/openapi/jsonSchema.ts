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
  notes.set(struct, mergeNotes(notesOf(struct), fragment));
  return struct;
}

/**
 * Gives `to` (a struct made from `from`: refined, coerced, optional or nullable) the notes of
 * `from`, and adds `fragment`. superstruct builds a new struct for each wrapper, so a note made on
 * the inner struct would otherwise not reach the field the document reads.
 */
export function carryNotes<S extends AnyStruct>(from: AnyStruct, to: S, fragment: JsonSchema = {}): S {
  notes.set(to, mergeNotes(notesOf(from), fragment));
  return to;
}

/** Merges two notes; two patterns both hold (JSON Schema allows one `pattern` per schema, so `allOf`). */
function mergeNotes(a: JsonSchema, b: JsonSchema): JsonSchema {
  const merged = { ...a, ...b };
  const patterns = [...patternsOf(a), ...patternsOf(b)].filter((p, i, all) => all.indexOf(p) === i);
  delete merged.pattern;
  delete merged.allOf;
  if (patterns.length === 1) merged.pattern = patterns[0];
  if (patterns.length > 1) merged.allOf = patterns.map((pattern) => ({ pattern }));
  return merged;
}

function patternsOf(note: JsonSchema): string[] {
  if (typeof note.pattern === 'string') return [note.pattern];
  if (Array.isArray(note.allOf)) return note.allOf.map((p) => (p as { pattern: string }).pattern);
  return [];
}

/** Annotations of a struct and of the structs it refines (a refined struct copies its base's fields). */
function notesOf(struct: AnyStruct): JsonSchema {
  return notes.get(struct) ?? {};
}

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
