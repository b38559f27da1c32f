import type { Infer } from 'superstruct';
import { newsPaths, recruiterNewsPaths } from '../../access/endpointPaths';
import { listOf, messageBody, single } from '../../schemas/common';
import {
  type NewsBody,
  type NewsFileQuery,
  type NewsListQuery,
  news,
  type newsShowQuery,
  type RecruiterNewsListQuery,
  type recruiterNewsFileQuery,
  type recruiterNewsShowQuery,
} from '../../schemas/news';
import type { Http } from '../http';

/** docs/product.md §7, News (provider side). */
export const newsCalls = ({ sender }: Http) => {
  const send = sender(newsPaths);
  return {
    list: (query: NewsListQuery) => send('news.list', { query }, listOf(news)),
    /**
     * Multipart: title, content, isNotifyAll '1'/'0', then one `agencyCodeList` part per agency and one
     * `files` part per file, as the OpenAPI document says (docs/adr/0130-news-form-as-repeated-parts.md).
     */
    create: (body: NewsBody, files: readonly Blob[] = []) => {
      const form = new FormData();
      form.append('title', body.title);
      form.append('content', body.content);
      form.append('isNotifyAll', body.isNotifyAll);
      for (const code of body.agencyCodeList) form.append('agencyCodeList', code);
      files.forEach((file, i) => {
        form.append('files', file, file instanceof File ? file.name : `file${i}`);
      });
      return send('news.create', { body: form }, single(news));
    },
    show: (id: number, query: Infer<typeof newsShowQuery> = {}) =>
      send('news.show', { params: { id }, query }, single(news)),
    delete: (id: number) => send('news.delete', { params: { id } }, messageBody),
    fileDownload: (query: NewsFileQuery) => send('news.fileDownload', { query }, 'blob'),
  };
};

/** docs/product.md §7, News (recruiter side: only what targets the caller's agency). */
export const recruiterNewsCalls = ({ sender }: Http) => {
  const send = sender(recruiterNewsPaths);
  return {
    list: (query: RecruiterNewsListQuery) => send('recruiterNews.list', { query }, listOf(news)),
    show: (id: number, query: Infer<typeof recruiterNewsShowQuery>) =>
      send('recruiterNews.show', { params: { id }, query }, single(news)),
    fileDownload: (query: Infer<typeof recruiterNewsFileQuery>) =>
      send('recruiterNews.fileDownload', { query }, 'blob'),
  };
};
