import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('news', () => {
  it('posts news to one agency with an attachment: its recruiters see it, another agency does not', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const attachment = new File([new TextEncoder().encode('%PDF-1.4 test')], '研修資料.pdf', {
      type: 'application/pdf',
    });
    const created = await admin.api.news.create(
      {
        title: 'A0001向けのお知らせ',
        content: '1行目\n<script>alert(1)</script>',
        isNotifyAll: '0',
        agencyCodeList: ['A0001'],
      },
      [attachment],
    );
    expect(created).toMatchObject({
      ok: true,
      status: 201,
      data: { data: { agencyCodeList: ['A0001'], isNotifyAll: false } },
    });
    const news = created.ok ? created.data.data : undefined;
    // Content is kept as plain text, exactly as typed.
    expect(news?.content).toBe('1行目\n<script>alert(1)</script>');
    expect(news?.attachments).toEqual([{ filePath: `${news?.id}/1`, fileName: '研修資料.pdf', size: 13 }]);

    const mine = await t.signedIn('recruiter@demo.olive.test');
    const list = await mine.api.recruiterNews.list({ agencyCode: 'A0001' });
    expect(list.ok && list.data.data[0]?.title).toBe('A0001向けのお知らせ');
    const file = await mine.api.recruiterNews.fileDownload({
      newsId: news?.id ?? 0,
      filePath: `${news?.id}/1`,
      agencyCode: 'A0001',
    });
    expect(file.ok && file.data.fileName).toBe('研修資料.pdf');

    const provider = await t.signedIn('general@demo.olive.test');
    const a0003 = await provider.api.news.list({ isAll: false, agencyCode: 'A0003' });
    expect(a0003.ok && a0003.data.data.some((n) => n.title === 'A0001向けのお知らせ')).toBe(false);
    expect((await provider.api.news.show(news?.id ?? 0, { agencyCode: 'A0003' })).status).toBe(404);
    const a0001 = await provider.api.news.list({ isAll: false, agencyCode: 'A0001' });
    expect(a0001.ok && a0001.data.data.some((n) => n.title === 'A0001向けのお知らせ')).toBe(true);
    // News for all agencies reaches A0003 too.
    expect(a0003.ok && a0003.data.data.some((n) => n.isNotifyAll)).toBe(true);
  });

  it('lists newest first for the admin, validates the post and deletes', async () => {
    const admin = await t.signedIn('super@demo.olive.test');
    const all = await admin.api.news.list({ isAll: true });
    const dates = all.ok ? all.data.data.map((n) => n.createdAt) : [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const bad = await admin.api.news.create({ title: '', content: '本文', isNotifyAll: '0', agencyCodeList: [] });
    expect(bad).toMatchObject({
      ok: false,
      status: 422,
      error: { errors: { title: ['タイトルは必ず指定してください。'] } },
    });
    const noTargets = await admin.api.news.create({
      title: 't',
      content: '本文',
      isNotifyAll: '0',
      agencyCodeList: [],
    });
    expect(noTargets).toMatchObject({
      ok: false,
      error: { errors: { agencyCodeList: ['対象代理店は少なくとも 1個以上指定してください。'] } },
    });
    const id = all.ok ? (all.data.data.at(-1)?.id ?? 0) : 0;
    expect((await admin.api.news.delete(id)).ok).toBe(true);
    expect((await admin.api.news.show(id)).status).toBe(404);
  });
});
