import { array, boolean, enums, type Infer, integer, object, refine, string } from 'superstruct';
import { messages } from '../validation/messages';
import { arrayMax, maxLength, required } from '../validation/rules';
import { agencyCode, epochMs, page, queryBoolean, queryInteger } from './common';
import { optional } from './optionality';

export const newsAttachment = object({ filePath: string(), fileName: string(), size: integer() });
export type NewsAttachment = Infer<typeof newsAttachment>;

/** docs/product.md: content is plain text (line breaks kept, never rendered as HTML). */
export const news = object({
  id: integer(),
  title: string(),
  content: string(),
  isNotifyAll: boolean(),
  agencyCodeList: array(string()),
  attachments: array(newsAttachment),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type News = Infer<typeof news>;

/**
 * GET /api/news: `isAll` for the admin list, or an agency's news with isAll false. The admin list's
 * filter row narrows it: `agencyCode` (the news that reach that agency) and `keyword` (in the title
 * or the content).
 */
export const newsListQuery = object({
  isAll: queryBoolean,
  agencyCode: optional(agencyCode),
  keyword: optional(maxLength(string(), 100)),
  page: optional(page),
});
export type NewsListQuery = Infer<typeof newsListQuery>;

export const recruiterNewsListQuery = object({ agencyCode, page: optional(page) });
export type RecruiterNewsListQuery = Infer<typeof recruiterNewsListQuery>;

export const newsShowQuery = object({ agencyCode: optional(agencyCode) });
export const recruiterNewsShowQuery = object({ agencyCode });

export const newsFileQuery = object({
  newsId: queryInteger,
  filePath: maxLength(required(string()), 500),
  agencyCode: optional(agencyCode),
});
export type NewsFileQuery = Infer<typeof newsFileQuery>;

export const recruiterNewsFileQuery = object({
  newsId: queryInteger,
  filePath: maxLength(required(string()), 500),
  agencyCode,
});

export const newsLimits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 } as const;

/**
 * POST /api/news, the text fields of its multipart body (docs/product.md §7): isNotifyAll '1' (all agencies)
 * or '0' with at least one agency in agencyCodeList. The files are checked against `newsLimits`.
 */
export const newsBody = refine(
  object({
    title: maxLength(required(string()), 100),
    content: maxLength(required(string()), 5000),
    isNotifyAll: enums(['1', '0'] as const),
    agencyCodeList: arrayMax(array(agencyCode), 100),
  }),
  'arrayMin',
  (v, ctx) =>
    v.isNotifyAll === '1' || v.agencyCodeList.length > 0
      ? true
      : { message: messages.arrayMin(1), path: [...ctx.path, 'agencyCodeList'] },
);
export type NewsBody = Infer<typeof newsBody>;
