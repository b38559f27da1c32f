import { type EndpointKey, endpointKeys } from '../access/endpointPaths';
import { type EndpointShape, endpointShapes, isFileAnswer } from '../access/endpointShapes';
import { endpoints } from '../access/endpoints';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../client/xsrf';
import { errorBody } from '../schemas/common';
import { type JsonSchema, objectFields, toJsonSchema } from './jsonSchema';

export type { JsonSchema } from './jsonSchema';

const groupTitles: Record<string, string> = {
  auth: '認証 (Auth)',
  actionLogs: '証跡 (Action logs)',
  agencies: '代理店 (Agencies)',
  agencyIps: '代理店IP (Agency IPs)',
  contracts: '契約 (Contracts)',
  statements: '手数料等 (Statements)',
  uploads: 'ZIPアップロード (Zip uploads)',
  manuals: 'マニュアル (Manuals)',
  news: 'お知らせ (News)',
  recruiterNews: 'お知らせ・募集人 (Recruiter news)',
  oliveUsers: 'オリーブユーザー (Provider users)',
  recruiters: '募集人 (Recruiters)',
};

/** The error answers every endpoint may give (docs/product.md §8), with when each happens. */
const errorAnswers: Record<string, string> = {
  '401': '未ログイン (Unauthenticated.)',
  '403': '権限がない、未認証、他の代理店、または許可されていないIPアドレス',
  '404': '対象が見つからない',
  '419': 'CSRFトークンが一致しない（X-XSRF-TOKEN ヘッダーと XSRF-TOKEN クッキー）',
  '422': '入力内容の誤り（errors にフィールドごとの日本語メッセージ）',
  '429': '試行回数の上限（レート制限・ロックアウト）',
  '500': 'サーバーエラー',
};

/** `/api/news/:id` → `/api/news/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(shape: EndpointShape): JsonSchema[] {
  const out: JsonSchema[] = [];
  if (shape.params) {
    for (const f of objectFields(shape.params)) {
      out.push({ name: f.name, in: 'path', required: true, schema: toJsonSchema(f.struct) });
    }
  }
  if (shape.query) {
    for (const f of objectFields(shape.query)) {
      const schema = toJsonSchema(f.struct);
      // docs/product.md §7 sends arrays as `statuses[]=a&statuses[]=b`.
      const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
      out.push({
        name: isArray ? `${f.name}[]` : f.name,
        in: 'query',
        required: f.required,
        schema,
        ...(isArray ? { style: 'form', explode: true } : {}),
      });
    }
  }
  return out;
}

function requestBody(shape: EndpointShape): JsonSchema | undefined {
  if (shape.multipart) {
    const fields = shape.body ? toJsonSchema(shape.body) : { type: 'object', properties: {} };
    const properties = (fields.properties ?? {}) as Record<string, JsonSchema>;
    const fileField = shape.multipart.files;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...fields,
            additionalProperties: true,
            properties: {
              ...properties,
              [fileField]: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: `最大 ${shape.multipart.maxFiles} ファイル`,
              },
            },
          },
        },
      },
    };
  }
  if (!shape.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(shape.body) } } };
}

function successAnswer(shape: EndpointShape): [string, JsonSchema] {
  const status = String(shape.status ?? 200);
  if (shape.answer === 'empty') return [status, { description: '本文なし' }];
  if (isFileAnswer(shape.answer)) {
    return [
      status,
      {
        description: 'ファイル（Content-Disposition に日本語のファイル名: RFC 5987 filename*）',
        content: Object.fromEntries(
          shape.answer.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      },
    ];
  }
  return [status, { description: '成功', content: { 'application/json': { schema: toJsonSchema(shape.answer) } } }];
}

function operation(key: EndpointKey): JsonSchema {
  const endpoint = endpoints[key];
  const shape: EndpointShape = endpointShapes[key];
  const group = key.split('.')[0] as string;
  const isWrite = endpoint.method !== 'GET';
  const access =
    endpoint.access === 'public'
      ? 'ログイン不要'
      : endpoint.access === 'session'
        ? 'セッションがあれば可（未認証のユーザーも）'
        : `ロール: ${endpoint.access.join(', ')}`;
  const agency =
    endpoint.agency === 'none'
      ? ''
      : ` 代理店コード(agencyCode)${endpoint.agency === 'required' ? '必須' : '任意'}: 募集人は自社のみ。`;
  const session = [{ sessionCookie: [] as string[], ...(isWrite ? { xsrfHeader: [] as string[] } : {}) }];
  const publicSecurity = isWrite ? [{ xsrfHeader: [] as string[] }] : [];
  const body = requestBody(shape);
  const [status, success] = successAnswer(shape);
  return {
    operationId: key,
    summary: endpoint.description,
    description: `${access}。${agency}すべての呼び出しは証跡に記録されます。`,
    tags: [groupTitles[group] ?? group],
    parameters: parameters(shape),
    ...(body ? { requestBody: body } : {}),
    security: endpoint.access === 'public' ? publicSecurity : session,
    responses: {
      [status]: success,
      ...Object.fromEntries(
        Object.entries(errorAnswers).map(([code, description]) => [
          code,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the portal's API, generated from the endpoint table (paths, access,
 * descriptions) and its shapes (params, query, bodies, answers). The reference server serves it at
 * /api/openapi.json; `pnpm openapi` writes it to docs/openapi.json for backend teams.
 */
export function openApiDocument(options: { version?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const key of endpointKeys) {
    const { method, path } = endpoints[key];
    const at = openApiPath(path);
    paths[at] ??= {};
    paths[at][method.toLowerCase()] = operation(key);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'オリーブ代理店ポータル API',
      version: options.version ?? '1.0.0',
      description:
        'docs/product.md §7 の呼び出しすべて。エラーは `{ message, code?, errors? }`（日本語）。書き込みは GET /api/csrf-cookie で受け取った XSRF-TOKEN クッキーの値を X-XSRF-TOKEN ヘッダーで送ります。',
    },
    servers: [{ url: '/' }],
    tags: Object.values(groupTitles).map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorBody) },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'POST /login（と SMS 認証）で発行されるセッション',
        },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `GET /api/csrf-cookie が設定する ${XSRF_COOKIE} クッキーの値（二重送信方式）`,
        },
      },
    },
  };
}
