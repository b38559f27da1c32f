import { errorStatusesOf } from '../access/answers';
import { type EndpointKey, endpointKeys } from '../access/endpointPaths';
import { type EndpointShape, endpointShapes, isFileAnswer } from '../access/endpointShapes';
import { endpoints } from '../access/endpoints';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../client/xsrf';
import { authAnswer, sessionUser } from '../schemas/auth';
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

const errorRef = { $ref: '#/components/schemas/Error' };

/**
 * The body of an error answer: the common one, or for a 422 of an endpoint with its own refusal,
 * that refusal or the common one (input refused before the entries are read).
 */
function errorSchemaRef(code: string, shape: EndpointShape): JsonSchema {
  if (code !== '422' || !shape.refusal) return errorRef;
  const name = errorSchemas.get(shape.refusal as typeof errorBody);
  if (!name) throw new Error('[api/openapi] an error body without a component name');
  return { anyOf: [{ $ref: `#/components/schemas/${name}` }, errorRef] };
}

/**
 * The sign-in answer, one of three told apart by `code` (docs/product.md §4): signed in (no code,
 * the user), SMS_MFA or NEW_PASSWORD_REQUIRED (a challenge to answer). Document-only: the struct the
 * server and the app share is one object with each part optional (docs/adr/0132-sign-in-and-files-described.md).
 */
function signInAnswerSchema(): JsonSchema {
  const challenge = (code: string, data: JsonSchema): JsonSchema => ({
    type: 'object',
    title: code,
    properties: { code: { const: code }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
    additionalProperties: false,
  });
  const session = { type: 'string', description: '次の呼び出しに渡すチャレンジ' };
  return {
    description:
      'サインインの結果: user（完了）、code が SMS_MFA（SMS認証へ）、または NEW_PASSWORD_REQUIRED（初期パスワードの変更へ）',
    oneOf: [
      {
        type: 'object',
        title: 'SIGNED_IN',
        properties: { message: { type: 'string' }, user: toJsonSchema(sessionUser) },
        required: ['user'],
        additionalProperties: false,
      },
      challenge('SMS_MFA', {
        type: 'object',
        properties: {
          session,
          email: { type: 'string' },
          phoneNumber: { type: 'string', description: '送信先（末尾4桁以外を伏せた番号）' },
        },
        required: ['session', 'email', 'phoneNumber'],
        additionalProperties: false,
      }),
      challenge('NEW_PASSWORD_REQUIRED', {
        type: 'object',
        properties: { session, email: { type: 'string' } },
        required: ['session', 'email'],
        additionalProperties: false,
      }),
    ],
  };
}

/** The cookies a success sets, by endpoint (the session on sign-in, the CSRF token with it). */
const setCookies: Partial<Record<EndpointKey, { description: string; required: boolean }>> = {
  'auth.csrfCookie': { description: `${XSRF_COOKIE}（httpOnly でない、二重送信用）`, required: true },
  'auth.login': {
    description: `サインインが完了したとき ${SESSION_COOKIE}（httpOnly）と新しい ${XSRF_COOKIE}`,
    required: false,
  },
  'auth.smsAuthentication': { description: `${SESSION_COOKIE}（httpOnly）と新しい ${XSRF_COOKIE}`, required: false },
  'auth.changeInitialPassword': {
    description: `${SESSION_COOKIE}（httpOnly）と新しい ${XSRF_COOKIE}`,
    required: false,
  },
  'auth.logout': { description: `${SESSION_COOKIE} を削除（有効期限切れで上書き）`, required: false },
};

/**
 * `attachment; filename="ASCII"; filename*=UTF-8''percent-encoded` (RFC 6266 with RFC 5987's
 * extended value): the ASCII name for old clients, the Japanese one for the rest.
 */
const contentDispositionPattern =
  '^attachment; filename="[ !#-\\[\\]-~]*"; filename\\*=UTF-8\'\'[A-Za-z0-9!#$&+.^_`|~%-]+$';

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
    // A list is sent as one part per item under the field's own name (OpenAPI's multipart default,
    // what a FormData with repeated keys sends): an empty list is no part at all, so never required.
    const lists = Object.keys(properties).filter((name) => properties[name]?.type === 'array');
    const { files, maxFiles } = shape.multipart;
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    const fileField =
      maxFiles === 1
        ? { ...binary, description: 'ファイル（1つ）' }
        : {
            type: 'array',
            items: binary,
            maxItems: maxFiles,
            description: `最大 ${maxFiles} ファイル、1ファイルずつ同じ名前のパートで`,
          };
    const required = [
      ...((fields.required as string[] | undefined) ?? []).filter((name) => !lists.includes(name)),
      ...(maxFiles === 1 ? [files] : []),
    ];
    const { required: _fieldsRequired, ...rest } = fields;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            ...rest,
            properties: { ...properties, [files]: fileField },
            ...(required.length > 0 ? { required } : {}),
            additionalProperties: false,
          },
        },
      },
    };
  }
  if (!shape.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(shape.body) } } };
}

function successAnswer(key: EndpointKey, shape: EndpointShape): [string, JsonSchema] {
  const status = String(shape.status ?? 200);
  const cookie = setCookies[key];
  const headers = cookie
    ? {
        headers: {
          'Set-Cookie': { description: cookie.description, required: cookie.required, schema: { type: 'string' } },
        },
      }
    : {};
  if (shape.answer === 'empty') return [status, { description: '本文なし', ...headers }];
  if (isFileAnswer(shape.answer)) {
    return [
      status,
      {
        description: 'ファイル（Content-Disposition に日本語のファイル名: RFC 5987 filename*）',
        headers: {
          'Content-Disposition': {
            description:
              'attachment; filename="ASCII の名前"; filename*=UTF-8\'\'日本語の名前をパーセント符号化したもの（RFC 6266、RFC 5987）',
            required: true,
            schema: { type: 'string', pattern: contentDispositionPattern },
          },
        },
        content: Object.fromEntries(
          shape.answer.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      },
    ];
  }
  const schema =
    shape.answer === authAnswer ? { $ref: '#/components/schemas/SignInAnswer' } : toJsonSchema(shape.answer);
  return [status, { description: '成功', ...headers, content: { 'application/json': { schema } } }];
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
  // A write needs both halves of the CSRF pair: the cookie and the header that repeats it.
  const xsrf = isWrite ? { xsrfCookie: [] as string[], xsrfHeader: [] as string[] } : {};
  const security =
    endpoint.access === 'public' ? (isWrite ? [xsrf] : []) : [{ sessionCookie: [] as string[], ...xsrf }];
  const body = requestBody(shape);
  const [status, success] = successAnswer(key, shape);
  return {
    operationId: key,
    summary: endpoint.description,
    description: `${access}。${agency}すべての呼び出しは証跡に記録されます。`,
    tags: [groupTags[group]?.name ?? group],
    parameters: parameters(shape),
    ...(body ? { requestBody: body } : {}),
    security,
    responses: {
      [status]: success,
      ...Object.fromEntries(
        Object.entries(errorStatusesOf(key)).map(([code, description]) => [
          code,
          { description, content: { 'application/json': { schema: errorSchemaRef(code, shape) } } },
        ]),
      ),
    },
  };
}

const metaTag = {
  name: 'サーバー (Server)',
  description: '稼働確認と、この API 仕様書そのもの（ログイン不要、証跡なし）。',
};

/** The routes outside the endpoint table: the load balancer's probe and this document. */
function metaPaths(): Record<string, Record<string, JsonSchema>> {
  const errors = {
    '400': { description: 'リクエストを読み取れない', content: { 'application/json': { schema: errorRef } } },
    '429': { description: 'レート制限', content: { 'application/json': { schema: errorRef } } },
    '500': { description: 'サーバーエラー', content: { 'application/json': { schema: errorRef } } },
  };
  const get = (operationId: string, summary: string, type: string, schema: JsonSchema) => ({
    get: {
      operationId,
      summary,
      description: 'ログイン不要。証跡には記録されません。',
      tags: [metaTag.name],
      parameters: [],
      security: [],
      responses: { '200': { description: '成功', content: { [type]: { schema } } }, ...errors },
    },
  });
  return {
    '/api/health': get('server.health', '稼働確認', 'application/json', {
      type: 'object',
      properties: { status: { const: 'ok' }, database: { type: 'string', enum: ['pglite', 'postgres'] } },
      required: ['status', 'database'],
      additionalProperties: false,
    }),
    '/api/openapi.json': get('server.openapi', 'この API 仕様書（OpenAPI 3.1）', 'application/json', {
      type: 'object',
      properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
      required: ['openapi', 'info', 'paths'],
    }),
    '/api/docs': get('server.docs', 'この API 仕様書の読みやすい版（HTML）', 'text/html; charset=utf-8', {
      type: 'string',
    }),
  };
}

/**
 * The OpenAPI 3.1 document of the portal's API, generated from the endpoint table (paths, access,
 * descriptions) and its shapes (params, query, bodies, answers). The reference server serves it at
 * /api/openapi.json; `pnpm openapi` writes it to docs/openapi.json for backend teams.
 */
export function openApiDocument(options: { version?: string } = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = { ...metaPaths() };
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
    tags: [...Object.values(groupTags), metaTag],
    paths,
    components: {
      schemas: {
        ...Object.fromEntries([...errorSchemas].map(([struct, name]) => [name, toJsonSchema(struct)])),
        SignInAnswer: signInAnswerSchema(),
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'POST /login（と SMS 認証）で発行されるセッション',
        },
        xsrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: XSRF_COOKIE,
          description: `GET /api/csrf-cookie（とサインイン）が設定するトークン。書き込みでは ${XSRF_HEADER} ヘッダーと一緒に送る`,
        },
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `${XSRF_COOKIE} クッキーの値を URL デコードしたもの。クッキーと一致しなければ 419（二重送信方式）`,
        },
      },
    },
  };
}
