import { refine, type Struct, string } from 'superstruct';
import type { DateFormat } from '../domain/dateFormats';
import { formatTokyo, parseTokyo } from '../domain/time';
import { messages } from './messages';

// docs/product.md §5's date rules, apart from the other rules so that forms without dates do not carry
// the date library.

type S<T> = Struct<T, unknown>;

// Dates as Japan wall-clock text in a fixed format (docs/product.md §7 and §9).
export const dateText = (format: DateFormat) =>
  refine(string(), 'invalid', (v) => parseTokyo(v, format) !== null || messages.wrongType());
export const dateMin = (s: S<string>, format: DateFormat, min: Date) =>
  refine(s, 'dateMin', (v) => {
    const d = parseTokyo(v, format);
    return !d || d.getTime() >= min.getTime() || messages.dateMin(formatTokyo(min, format));
  });
export const dateMax = (s: S<string>, format: DateFormat, max: Date) =>
  refine(s, 'dateMax', (v) => {
    const d = parseTokyo(v, format);
    return !d || d.getTime() <= max.getTime() || messages.dateMax(formatTokyo(max, format));
  });
