import { readFileSync } from 'node:fs';
import { openApiDocument } from '@olive/api/openapi';
import { describe, expect, it } from 'vitest';
import { apiDocsPage } from './docsPage';
import { openApiFile, openApiText } from './file';

describe('docs/openapi.json', () => {
  it('is what the endpoint table generates today (run `pnpm openapi` after changing the table)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(openApiText());
  });
});

describe('the API reference page', () => {
  const html = apiDocsPage(openApiDocument());
  it('lists every operation with its method, path and Japanese summary', () => {
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<code>/api/contracts/{id}</code> 契約詳細を表示');
    expect(html).toMatch(/class="m m-DELETE">DELETE<\/span> <code>\/api\/news\/\{id\}<\/code>/);
    expect(html.match(/<section id=/g)?.length).toBe(
      Object.values(openApiDocument().paths as Record<string, object>).reduce((n, m) => n + Object.keys(m).length, 0),
    );
  });
  it('carries no script (the portal’s CSP allows only its own files)', () => {
    expect(html).not.toMatch(/<script/i);
  });
});
