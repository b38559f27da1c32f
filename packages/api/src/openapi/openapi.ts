import { type EndpointKey, endpointKeys } from '../access/endpointPaths';
import { type EndpointShape, endpointShapes, isFileAnswer } from '../access/endpointShapes';
import { endpoints } from '../access/endpoints';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../client/xsrf';
import { errorBody } from '../schemas/common';
import { uploadRefusal } from '../schemas/statements';
import { type JsonSchema, objectFields, toJsonSchema } from './jsonSchema';
import { annotate } from './notes';

export type { JsonSchema } from './jsonSchema';

/** Each endpoint group's tag: its name, and what an integrator finds there. */
const groupTags: Record<string, { name: string; description: string }> = {
  auth: {
    name: '認証 (Auth)',
    description: 'サインイン、SMS認証、パスワードの変更と再設定、メール・電話番号の確認、CSRFクッキー。',
  },
  actionLogs: { name: '証跡 (Action logs)', description: 'すべての操作の記録の検索、CSV出力、封印の確認。' },
  agencies: { name: '代理店 (Agencies)', description: '代理店の一覧と選択。' },
  agencyIps: { name: '代理店IP (Agency IPs)', description: '代理店ごとの接続元IPアドレスの許可リスト。' },
  contracts: { name: '契約 (Contracts)', description: '契約の検索、詳細、CSV出力、解約と支払方法変更の申請。' },
  statements: { name: '手数料等 (Statements)', description: '月ごとの手数料・キャンペーン・サポートの明細ファイル。' },
  uploads: { name: 'ZIPアップロード (Zip uploads)', description: '明細ファイルのZIPによる一括登録（試行あり）。' },
  manuals: { name: 'マニュアル (Manuals)', description: 'マニュアルの一覧とダウンロード。' },
  news: { name: 'お知らせ (News)', description: 'お知らせの登録・編集・削除と添付ファイル（管理者）。' },
  recruiterNews: { name: 'お知らせ・募集人 (Recruiter news)', description: '募集人に届いたお知らせと既読。' },
  oliveUsers: { name: 'オリーブユーザー (Provider users)', description: '提供会社のユーザーの管理。' },
  recruiters: { name: '募集人 (Recruiters)', description: '代理店の募集人の管理とCSV出力。' },
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
  '503': '証跡の行を保存できなかった、または記録待ちが上限に達したため応答を返さない（書き込みは取り消し）',
};

/** The answers only a call with a request body can get: the body's size and media type. */
const bodyErrorAnswers: Record<string, string> = {
  '413': '本文またはファイルが大きすぎる',
  '415': '本文の形式（Content-Type）を受け付けない',
};

// The per-field messages' keys, for the document only (a browser never builds it: openapi/notes.ts).
annotate(errorBody.schema.errors, {
  description:
    '入力欄ごとの日本語メッセージ。キーは項目名（`email`）、配列の要素は添字付き（`statuses.0`）、入れ子は `.` でつなぎ（`hozenRequests.0.paymentMethod`）、本文全体への指摘は `_`。',
});

/** Error bodies named in the document's components, each generated from its struct. */
const errorSchemas = new Map<typeof errorBody | typeof uploadRefusal, string>([
  [errorBody, 'Error'],
  [uploadRefusal, 'UploadRefusal'],
]);

/** The body of an error answer: the common one, or the endpoint's own refusal for a 422. */
function errorSchemaRef(code: string, shape: EndpointShape): JsonSchema {
  const struct = code === '422' && shape.refusal ? shape.refusal : errorBody;
  const name = errorSchemas.get(struct as typeof errorBody);
  if (!name) throw new Error('[api/openapi] an error body without a component name');
  return { $ref: `#/components/schemas/${name}` };
}

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
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="ASCII の名前"; filename*=UTF-8\'\'日本語の名前（RFC 5987）',
            required: true,
            schema: { type: 'string' },
          },
        },
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
    tags: [groupTags[group]?.name ?? group],
    parameters: parameters(shape),
    ...(body ? { requestBody: body } : {}),
    security: endpoint.access === 'public' ? publicSecurity : session,
    responses: {
      [status]: success,
      ...Object.fromEntries(
        Object.entries({ ...errorAnswers, ...(body ? bodyErrorAnswers : {}) }).map(([code, description]) => [
          code,
          { description, content: { 'application/json': { schema: errorSchemaRef(code, shape) } } },
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
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'docs/product.md §7 の呼び出しすべて。エラーは `{ message, code?, errors? }`（日本語）。書き込みは GET /api/csrf-cookie で受け取った XSRF-TOKEN クッキーの値を X-XSRF-TOKEN ヘッダーで送ります。',
    },
    servers: [{ url: '/' }],
    tags: Object.values(groupTags),
    paths,
    components: {
      schemas: Object.fromEntries([...errorSchemas].map(([struct, name]) => [name, toJsonSchema(struct)])),
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
