import { dateFormats, formatTokyo } from '@olive/api';

export const NEW_DAYS = 7;

/** docs/product.md: news of the last 7 days look unread. */
export function isRecent(createdAt: number, now = Date.now()): boolean {
  return now - createdAt < NEW_DAYS * 86_400_000;
}

export const newsDate = (ms: number) => formatTokyo(ms, dateFormats.date);
