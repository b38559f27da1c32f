import path from 'node:path';
import { openApiDocument } from '@olive/api/openapi';
import { repoRoot } from '../config';

/** Where `pnpm openapi` writes the document, and what it writes (a test keeps the two in step). */
export const openApiFile = path.join(repoRoot, 'docs', 'openapi.json');
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
