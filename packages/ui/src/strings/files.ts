/** FileDropzone and its file rules. */
export const fileStrings = {
  /** FileDropzone. */
  chooseFile: 'ファイルを選択',
  dropFilesHere: 'ここにファイルをドラッグ＆ドロップするか、',
  rejectedFiles: '受け付けられなかったファイル',
  acceptHint: (accept: string) => `対応形式: ${accept}`,
  maxSizeHint: (maxSize: string) => `上限: ${maxSize}`,
  fileTypeNotAccepted: (accept: string) => `対応していないファイル形式です（対応形式: ${accept}）。`,
  fileTooLarge: (maxSize: string) => `ファイルサイズが上限（${maxSize}）を超えています。`,
  fileEmpty: '空のファイルです。',
  tooManyFiles: (max: number) => `一度に選択できるファイルは${max}件までです。`,
} as const;
