import type { DateInputProblem, DatePrecision } from '../domain/dateInput';

/**
 * The date fields' messages: tails after 「{label}は」 (docs/product.md §5), in the catalogue's voice, with an
 * example instead of a format string. Apart from messages.ts, which the sign-in bundle
 * carries, so that these travel only with the date fields.
 */
export const dateMessages = {
  unreadable: () => '日付として読み取れません。2025/01/01、2025/1/1 9:30、令和7年1月1日 のように指定してください。',
  noSuchDate: () => '存在しない日付です。',
  noSuchTime: () => '存在しない時刻です。',
  tooEarly: () => '1900年以降の日付を指定してください。',
  outsideEra: (era: string, first: string, last: string | null) =>
    `${era}の期間（${first}〜${last ?? ''}）にない日付です。`,
  /** The end of a range before its start. */
  rangeOrder: (precision: DatePrecision) =>
    precision === 'date' ? '開始日以降の日付を指定してください。' : '開始日時以降の日時を指定してください。',
} as const;

/** The tail for a reading's problem. */
export function dateProblemMessage(problem: DateInputProblem): string {
  switch (problem.kind) {
    case 'unreadable':
      return dateMessages.unreadable();
    case 'noSuchDate':
      return dateMessages.noSuchDate();
    case 'noSuchTime':
      return dateMessages.noSuchTime();
    case 'tooEarly':
      return dateMessages.tooEarly();
    case 'outsideEra':
      return dateMessages.outsideEra(problem.era, problem.first, problem.last);
    default:
      return problem satisfies never;
  }
}
