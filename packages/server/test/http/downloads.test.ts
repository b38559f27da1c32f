import { type EndpointKey, endpointKeys, endpointShapes, isFileAnswer, statementKinds } from '@olive/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, rfc5987Value } from '../../src/http/csv';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<TestServer['signedIn']>>;
interface Answer {
  ok: boolean;
  status: number | null;
  headers?: Headers;
}
type Call = (c: Client, newsId: number) => Promise<Answer>;

const month = { agencyCode: 'A0001', year: 2026, month: 10 };
const statementCalls = Object.fromEntries(
  statementKinds.map((k) => [`statements.${k.key}`, (c: Client) => c.api.statements.download(k.key, month)]),
) as Record<string, Call>;

/** A successful call of every download in the endpoint table, with an account that may make it. */
const downloads: Record<string, { account: string; call: Call }> = {
  'actionLogs.download': { account: 'super@demo.olive.test', call: (c) => c.api.actionLogs.download({}) },
  'contracts.export': {
    account: 'super@demo.olive.test',
    call: (c) => c.api.contracts.export({ agencyCode: 'A0001' }),
  },
  'manuals.download': {
    account: 'recruiter@demo.olive.test',
    call: (c) => c.api.manuals.download({ filePath: 'compliance/コンプライアンス・ハンドブック.pdf' }),
  },
  'manuals.zip': { account: 'recruiter@demo.olive.test', call: (c) => c.api.manuals.zip({ types: ['compliance'] }) },
  'news.fileDownload': {
    account: 'super@demo.olive.test',
    call: (c, newsId) => c.api.news.fileDownload({ newsId, filePath: `${newsId}/1` }),
  },
  'recruiterNews.fileDownload': {
    account: 'recruiter@demo.olive.test',
    call: (c, newsId) => c.api.recruiterNews.fileDownload({ newsId, filePath: `${newsId}/1`, agencyCode: 'A0001' }),
  },
  'recruiters.download': {
    account: 'super@demo.olive.test',
    call: (c) => c.api.recruiters.download({ agencyCodeList: ['A0001'] }),
  },
  'statements.zip': {
    account: 'recruiter-admin@demo.olive.test',
    call: (c) => c.api.statements.downloadMonth(month),
  },
  ...Object.fromEntries(
    Object.entries(statementCalls).map(([key, call]) => [key, { account: 'recruiter-admin@demo.olive.test', call }]),
  ),
};

describe('downloads', () => {
  it('every file answer of the endpoint table is walked here', () => {
    const files = endpointKeys.filter((k: EndpointKey) => isFileAnswer(endpointShapes[k].answer));
    expect(Object.keys(downloads).sort()).toEqual([...files].sort());
  });

  it('every download is answered with Cache-Control: no-store and an RFC 5987 file name', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    // An attachment whose name holds characters encodeURIComponent leaves as they are.
    const attachment = new File([new TextEncoder().encode('%PDF-1.4 test')], "O'Brien (案内)*.pdf", {
      type: 'application/pdf',
    });
    const created = await admin.api.news.create(
      { title: '添付の確認', content: '本文', isNotifyAll: '0', agencyCodeList: ['A0001'] },
      [attachment],
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    const newsId = created.data.data.id;
    const seen: Record<string, unknown> = {};
    for (const [key, { account, call }] of Object.entries(downloads)) {
      const r = await call(await t.signedIn(account), newsId);
      const disposition = r.headers?.get('content-disposition') ?? '';
      const encoded = /filename\*=UTF-8''([^;]*)/.exec(disposition)?.[1];
      seen[key] = {
        status: r.status,
        noStore: (r.headers?.get('cache-control') ?? '').split(/,\s*/).includes('no-store'),
        attrChars: encoded !== undefined && /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/.test(encoded),
      };
      expect(seen[key], key).toEqual({ status: 200, noStore: true, attrChars: true });
    }
    const file = await admin.api.news.fileDownload({ newsId, filePath: `${newsId}/1` });
    expect(file.ok && file.data.fileName).toBe("O'Brien (案内)*.pdf");
  });

  it("encodes ' ( ) * and every other character outside attr-char in filename*", () => {
    expect(rfc5987Value("a'b(c)d*e f!~.-_")).toBe('a%27b%28c%29d%2Ae%20f!~.-_');
    expect(contentDisposition("明細'.csv", 'x.csv')).toBe(
      `attachment; filename="x.csv"; filename*=UTF-8''%E6%98%8E%E7%B4%B0%27.csv`,
    );
  });
});
