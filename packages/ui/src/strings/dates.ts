/** The date pickers. */
export const dateStrings = {
  /** Date pickers. */
  openCalendar: 'カレンダーを開く',
  calendar: '日付を選択',
  previousMonth: '前の月',
  nextMonth: '次の月',
  today: '今日',
  clearDate: 'クリア',
  invalidDate: (format: string) => `${format} の形式で正しい日付を入力してください。`,
  dateBeforeMin: (min: string) => `${min} 以降の日付を入力してください。`,
  dateAfterMax: (max: string) => `${max} 以前の日付を入力してください。`,
  rangeStart: '開始',
  rangeEnd: '終了',
  rangeOrder: '終了は開始以降の日時を入力してください。',
} as const;
