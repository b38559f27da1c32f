// superstruct's optional and nullable, keeping the field's OpenAPI notes (lengths, patterns,
// ranges: validation/rules.ts), which a plain wrapper would drop from the document. A browser gets
// superstruct's own (openapi/notes.browser.ts). Biome's noRestrictedImports sends every schema here
// instead of to superstruct.
export { nullable, optional } from '#notes';
