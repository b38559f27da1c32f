import { nullable as nullableStruct, optional as optionalStruct, type Struct } from 'superstruct';

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
 * `from`, and adds what `rule` (a refinement's name, validation/rules.ts) says with its `argument`. superstruct builds a new struct for each wrapper, so a note made on
 * the inner struct would otherwise not reach the field the document reads.
 */
export function carryNotes<S extends AnyStruct>(from: AnyStruct, to: S, rule?: string, argument?: unknown): S {
  notes.set(to, mergeNotes(notesOf(from), rule ? ruleSchema(rule, argument) : {}));
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
export function notesOf(struct: AnyStruct): JsonSchema {
  return notes.get(struct) ?? {};
}

const pattern = (source: unknown): JsonSchema => (typeof source === 'string' ? { pattern: source } : {});

/**
 * What each rule of validation/rules.ts says in JSON Schema, from its name and argument (a length,
 * a bound, a pattern's source, a list of values). A rule without an entry (lowercase, a custom
 * check) adds nothing: the document then says less than the server checks, never more.
 */
const ruleSchemas: Record<string, (argument: unknown) => JsonSchema> = {
  required: () => ({ minLength: 1, pattern: '\\S' }),
  length: (n) => ({ minLength: n, maxLength: n }),
  minLength: (n) => ({ minLength: n }),
  maxLength: (n) => ({ maxLength: n }),
  trimmed: () => ({ pattern: '^(?:\\S(?:[\\s\\S]*\\S)?)?$' }),
  pattern,
  invalid: pattern,
  passwordStrength: () => ({ allOf: [{ pattern: '[A-Za-z]' }, { pattern: '\\d' }] }),
  email: (source) => ({ format: 'email', ...pattern(source) }),
  url: () => ({ format: 'uri', pattern: '^https?://' }),
  uuid: () => ({ format: 'uuid' }),
  numberMin: (n) => ({ minimum: n }),
  numberMax: (n) => ({ maximum: n }),
  numberLess: (n) => ({ exclusiveMaximum: n }),
  numberMore: (n) => ({ exclusiveMinimum: n }),
  positive: () => ({ exclusiveMinimum: 0 }),
  negative: () => ({ exclusiveMaximum: 0 }),
  integer: () => ({ type: 'integer' }),
  arrayLength: (n) => ({ minItems: n, maxItems: n }),
  arrayMin: (n) => ({ minItems: n }),
  arrayMax: (n) => ({ maxItems: n }),
  oneOf: (values) => ({ enum: [...(values as readonly string[])] }),
  notOneOf: (values) => ({ not: { enum: [...(values as readonly string[])] } }),
};

/** The JSON Schema of a rule, by its name and argument (validation/rules.ts `rule`). */
function ruleSchema(name: string, argument?: unknown): JsonSchema {
  return ruleSchemas[name]?.(argument) ?? {};
}

/** A field that may be left out, with its notes. */
export const optional = <T, S>(struct: Struct<T, S>) => carryNotes(struct, optionalStruct(struct));

/** A field that may be null, with its notes. */
export const nullable = <T, S>(struct: Struct<T, S>) => carryNotes(struct, nullableStruct(struct));
