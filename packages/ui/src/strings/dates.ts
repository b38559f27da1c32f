/**
 * The date pickers. Their messages are the api package's (dateMessages, 「{label}は…」, docs/product.md §5):
 * the forms and the server word a date problem the same way, and no format string is shown.
 */
export const dateStrings = {
  /** Date pickers. */
  openCalendar: 'カレンダーを開く',
  calendar: '日付を選択',
  previousMonth: '前の月',
  nextMonth: '次の月',
  previousYear: '前の年',
  nextYear: '次の年',
  previousYears: '前の12年',
  nextYears: '次の12年',
  /** The header buttons that switch the calendar to its year and month lists. */
  chooseYear: (year: number) => `${year}年（年を選ぶ）`,
  chooseMonth: (month: number) => `${month}月（月を選ぶ）`,
  yearsTitle: (first: number, last: number) => `${first}年〜${last}年`,
  /** The one format hint of a date field: an example, not a format string. */
  hint: {
    none: '例: 2025/1/1（令和7年1月1日 も可）',
    minutes: '例: 2025/1/1 9:30（時刻は省略可、和暦も可）',
    seconds: '例: 2025/1/1 9:30:00（時刻・秒は省略可、和暦も可）',
  },
  rangeHint: {
    none: '例: 2025/1/1（令和7年1月1日 も可）',
    minutes: '例: 2025/1/1 9:30（和暦も可）。時刻を省くと開始は 0:00、終了は 23:59 です。',
    seconds: '例: 2025/1/1 9:30:00（和暦も可）。時刻を省くと開始は 0:00:00、終了は 23:59:59 です。',
  },
  /** A field's name in its messages when its label is not text. */
  fallbackLabel: '日付',
  today: '今日',
  clearDate: 'クリア',
  rangeStart: '開始',
  rangeEnd: '終了',
} as const;
