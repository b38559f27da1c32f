/** Fastify's own symbols (a CommonJS object): only the instance's request class is read, by app.ts. */
declare module 'fastify/lib/symbols.js' {
  const symbols: { readonly kRequest: symbol };
  export default symbols;
}
