// `pnpm openapi`: writes the OpenAPI 3.1 document of the endpoint table to docs/openapi.json, for
// backend teams implementing the portal's API (the server also serves it at /api/openapi.json).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiFile, openApiText } from './openapi/file';

writeFileSync(openApiFile, openApiText());
console.log(`wrote ${path.relative(process.cwd(), openApiFile)}`);
