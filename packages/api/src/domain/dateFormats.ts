/**
 * docs/product.md: every date is shown and read in Japan time, whatever the browser's or server's zone.
 * docs/product.md §9 gives the formats.
 */
export const TIME_ZONE = 'Asia/Tokyo';

export const dateFormats = {
  /** Dates alone. */
  date: 'yyyy/MM/dd',
  /** Contract filters (docs/product.md §9). */
  dateTimeMinutes: 'yyyy/MM/dd HH:mm',
  /** Logs and last-login times (docs/product.md §9). */
  dateTimeSeconds: 'yyyy/MM/dd HH:mm:ss',
  yearMonth: 'yyyy/MM',
} as const;

export type DateFormat = (typeof dateFormats)[keyof typeof dateFormats];
