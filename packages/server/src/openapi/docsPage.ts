import type { JsonSchema } from '@olive/api/openapi';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

/** A schema in one line a reader can scan: `{ id: integer, name: string, … }`. */
function typeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) {
    return `${typeOf(schema.items as JsonSchema, depth)}[]`;
  }
  if (schema.properties && depth < 3) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields = Object.entries(schema.properties as Record<string, JsonSchema>).map(
      ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${typeOf(v, depth + 1)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  return type;
}

/**
 * /api/docs: the API reference for backend teams, rendered on the server from the OpenAPI document
 * (no script, so the portal's CSP stays `script-src 'self'`). The machine-readable document is at
 * /api/openapi.json.
 */
export function apiDocsPage(document: JsonSchema): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const byTag = new Map<string, Array<[string, string, Operation]>>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [method.toUpperCase(), path, op]]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => {
      const items = ops
        .map(([method, path, op]) => {
          const params = op.parameters.length
            ? `<table><thead><tr><th>名前</th><th>場所</th><th>必須</th><th>型</th></tr></thead><tbody>${op.parameters
                .map(
                  (p) =>
                    `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? '必須' : '任意'}</td><td><code>${escapeHtml(typeOf(p.schema))}</code></td></tr>`,
                )
                .join('')}</tbody></table>`
            : '';
          const body = op.requestBody
            ? Object.entries(op.requestBody.content)
                .map(([type, c]) => `<p>本文 <code>${type}</code>: <code>${escapeHtml(typeOf(c.schema))}</code></p>`)
                .join('')
            : '';
          const answers = Object.entries(op.responses)
            .filter(([code]) => code.startsWith('2'))
            .map(([code, r]) => {
              const content = r.content ? Object.entries(r.content)[0] : undefined;
              const shape = content
                ? ` <code>${escapeHtml(content[0])}</code>: <code>${escapeHtml(typeOf(content[1].schema))}</code>`
                : '';
              return `<p>応答 ${code}${shape}</p>`;
            })
            .join('');
          return `<section id="${escapeHtml(op.operationId)}"><h3><span class="m m-${method}">${method}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary)}</h3><p>${escapeHtml(op.description)}</p>${params}${body}${answers}</section>`;
        })
        .join('');
      return `<h2>${escapeHtml(tag)}</h2>${items}`;
    })
    .join('');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} リファレンス</title>
<style>
body{font-family:"Noto Sans JP","Noto Sans CJK JP",sans-serif;margin:0 auto;max-width:72rem;padding:1.5rem;line-height:1.7;color:#1f2937;word-break:auto-phrase}
h1{font-size:1.5rem}h2{font-size:1.25rem;border-bottom:2px solid #5664d2;margin-top:2.5rem}h3{font-size:1rem;margin:1.5rem 0 .25rem}
code{font-family:ui-monospace,monospace;font-size:.875em;overflow-wrap:anywhere}table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left}
.m{display:inline-block;min-width:4rem;padding:0 .25rem;border-radius:4px;color:#fff;font-size:.8rem;text-align:center}.m-GET{background:#1d6b3a}.m-POST{background:#2742a8}.m-PUT{background:#7a4b00}.m-DELETE{background:#a11d1d}
</style></head>
<body><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p><p>機械可読の定義: <a href="/api/openapi.json">/api/openapi.json</a>（OpenAPI 3.1）</p>
${sections}
</body></html>
`;
}
