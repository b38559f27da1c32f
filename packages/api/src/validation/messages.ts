/**
 * docs/product.md §5: the Japanese validation catalogue. Every message is the tail after 「{label}は」;
 * `fieldMessage` puts the two together. The first nine are the product's wording, word for word; the
 * rest are the rule kinds it names without wording, in the same voice (docs/adr/0004-validation-wording.md).
 */
export const messages = {
  required: () => '必ず指定してください。',
  invalid: () => '無効です。',
  wrongType: () => '形式が違います。',
  length: (n: number) => `${n}文字で指定してください。`,
  min: (n: number) => `少なくとも ${n}文字以上で指定してください。`,
  max: (n: number) => `最大 ${n}文字以下で指定してください。`,
  email: () => '有効なメールアドレスを指定してください。',
  url: () => '正しい形式を指定してください。',
  uuid: () => '有効なUUIDを指定してください。',

  trimmed: () => '前後に空白を入れずに指定してください。',
  lowercase: () => '小文字で指定してください。',
  uppercase: () => '大文字で指定してください。',
  numberMin: (n: number) => `${n}以上の値を指定してください。`,
  numberMax: (n: number) => `${n}以下の値を指定してください。`,
  numberLess: (n: number) => `${n}より小さい値を指定してください。`,
  numberMore: (n: number) => `${n}より大きい値を指定してください。`,
  positive: () => '正の数を指定してください。',
  negative: () => '負の数を指定してください。',
  integer: () => '整数を指定してください。',
  dateMin: (date: string) => `${date}以降の日付を指定してください。`,
  dateMax: (date: string) => `${date}以前の日付を指定してください。`,
  arrayLength: (n: number) => `${n}個で指定してください。`,
  arrayMin: (n: number) => `少なくとも ${n}個以上指定してください。`,
  arrayMax: (n: number) => `最大 ${n}個以下で指定してください。`,
  oneOf: (values: readonly string[]) => `次のいずれかを指定してください：${values.join('、')}`,
  notOneOf: (values: readonly string[]) => `次の値以外を指定してください：${values.join('、')}`,
  noUnknown: () => '指定できない項目です。',
  controlCharacter: () =>
    '使用できない文字（NUL文字、文字の向きを変える制御文字、不正な文字コード）を含めずに指定してください。',
  tooDeep: () => '入れ子が深すぎます。',

  /** Product rules (docs/product.md), same voice. */
  pattern: (what: string) => `${what}で指定してください。`,
  passwordStrength: () => '英字と数字をそれぞれ1文字以上含めてください。',
  /** The common-password rule's message is in validation/commonPasswords.ts, loaded with its list. */
  passwordConfirmation: () => '新しいパスワードと一致しません。',
  /** The new password may not be the one it replaces (the current or the temporary one). */
  passwordReused: () => '現在のパスワードと異なるものを指定してください。',
  dateRange: () => '開始日以降の日付を指定してください。',
} as const;

export type MessageKind = keyof typeof messages;

/** 「{label}は{tail}」 */
export function fieldMessage(label: string, tail: string): string {
  return `${label}は${tail}`;
}
