import { nullable as nullableStruct, optional as optionalStruct, type Struct } from 'superstruct';
import { carryNotes } from '../openapi/jsonSchema';

// superstruct's optional and nullable, keeping the field's OpenAPI notes (lengths, patterns,
// ranges: validation/rules.ts), which a plain wrapper would drop from the document. Biome's
// noRestrictedImports sends every schema here instead of to superstruct's own.

/** A field that may be left out. */
export const optional = <T, S>(struct: Struct<T, S>) => carryNotes(struct, optionalStruct(struct));

/** A field that may be null. */
export const nullable = <T, S>(struct: Struct<T, S>) => carryNotes(struct, nullableStruct(struct));
