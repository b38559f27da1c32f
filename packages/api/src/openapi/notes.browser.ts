import type { Struct } from 'superstruct';

export { nullable, optional } from 'superstruct';

import type { JsonSchema } from './notes';

// What a browser loads instead of notes.ts (package.json `imports`, condition `browser`): the
// OpenAPI notes serve only the document, which the server and the tests build, so the app and the
// stories carry neither the notes nor the code that keeps them (docs/adr/0014-openapi-from-the-endpoint-table.md).

// biome-ignore lint/suspicious/noExplicitAny: any struct, whatever it validates
type AnyStruct = Struct<any, any>;

export const annotate = <S extends AnyStruct>(struct: S, _fragment: JsonSchema): S => struct;

export const carryNotes = <S extends AnyStruct>(_from: AnyStruct, to: S, _rule?: string, _argument?: unknown): S => to;

export const notesOf = (_struct: AnyStruct): JsonSchema => ({});
