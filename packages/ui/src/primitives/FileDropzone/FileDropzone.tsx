import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { UploadIcon } from '../../icons';
import { fileStrings } from '../../strings';
import { borderWidth, illustrationSize } from '../../tokens/control';
import { duration, fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { joinIds } from '../Field/parts';
import { acceptLabelOf, checkFiles, type FileRejection, formatBytes } from './fileRules';

export interface FileDropzoneProps {
  /** 何をアップロードするか（例: 手数料精算書（ZIP））。ドロップ領域の名前になります。 */
  label: ReactNode;
  /** 領域の下の補足（締め切りや注意）。 */
  description?: ReactNode;
  /**
   * 受け付けるファイルの種類。拡張子（`.zip`）、MIME タイプ、`image/*` をカンマで区切ります。
   * ファイル選択の画面もこの種類に絞られます。
   */
  accept?: string;
  /** 案内とエラーでの種類の呼び方（例: ZIP）。省略すると `accept` をそのまま出します。 */
  acceptLabel?: string;
  /** 1 ファイルの最大サイズ（バイト）。 */
  maxSize?: number;
  /** 複数のファイルを一度に選べるようにします。 */
  multiple?: boolean;
  /** `multiple` のとき、一度に選べるファイルの最大数。 */
  maxFiles?: number;
  /** 選択もドロップもできなくします（アップロード中など）。 */
  disabled?: boolean;
  /** すべての条件を満たしたファイル（1 つ以上あるときだけ呼ばれます）。 */
  onFilesAccepted: (files: File[]) => void;
  /** 条件を満たさなかったファイルと、日本語の理由（領域の下にも出ます）。 */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** ボタンの文字（既定「ファイルを選択」）。 */
  buttonLabel?: string;
  /** 外側の要素に付ける class 名。 */
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[8]} ${space[4]};
  border: ${borderWidth.thick} dashed ${vars.color.border.strong};
  border-radius: ${radius.lg};
  background: ${vars.color.background.surface};
  text-align: center;
  transition: background-color ${duration.fast}, border-color ${duration.fast};

  & > [data-part='icon'] { display: inline-flex; font-size: ${illustrationSize.md}; color: ${vars.color.primary.text}; }
  & [data-part='title'] { margin: 0; font-size: ${fontSize.lg}; font-weight: ${fontWeight.bold}; }
  & [data-part='description'],
  & [data-part='hint'] {
    margin: 0;
    font-size: ${fontSize.sm};
    line-height: ${lineHeight.body};
    color: ${vars.color.text.muted};
  }
  & [data-part='prompt'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${space[2]};
    margin: 0;
  }

  &[data-state='dragging'] {
    border-color: ${vars.color.primary.solid};
    background: ${vars.color.primary.subtle};
  }
  /* The words keep their colour (they must stay readable); the dashed frame and icon fade. */
  &[data-state='disabled'] {
    border-color: ${vars.color.border.default};
    background: ${vars.color.background.subtle};
  }
  &[data-state='disabled'] > [data-part='icon'] { color: ${vars.color.text.disabled}; }
`;

/**
 * Drag and drop files, or press the real button to open the file dialog (keyboard and screen
 * reader users never need to drag). Files are checked against `accept`, `maxSize` and the file
 * count; the rejected ones are reported with Japanese reasons, through `onFilesRejected` and on
 * screen, until the next choice.
 */
export function FileDropzone({
  label,
  description,
  accept,
  acceptLabel,
  maxSize,
  multiple = false,
  maxFiles,
  disabled = false,
  onFilesAccepted,
  onFilesRejected,
  buttonLabel = fileStrings.chooseFile,
  className,
}: FileDropzoneProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const typesLabel = acceptLabelOf({ accept, acceptLabel });
  const hints = [
    typesLabel ? fileStrings.acceptHint(typesLabel) : null,
    maxSize !== undefined ? fileStrings.maxSizeHint(formatBytes(maxSize)) : null,
  ].filter((hint): hint is string => hint !== null);

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, {
      accept,
      acceptLabel,
      maxSize,
      maxFiles: multiple ? maxFiles : 1,
    });
    setRejections(rejected);
    if (rejected.length > 0) onFilesRejected?.(rejected);
    if (accepted.length > 0) onFilesAccepted(accepted);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Only a drag carrying files is ours; preventDefault is what makes the area a drop target.
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <Root className={className}>
      <Zone
        role="group"
        aria-labelledby={titleId}
        aria-describedby={joinIds(description ? descriptionId : null, hints.length > 0 ? hintId : null)}
        data-state={disabled ? 'disabled' : dragging ? 'dragging' : 'idle'}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span data-part="icon">
          <UploadIcon />
        </span>
        <p id={titleId} data-part="title">
          {label}
        </p>
        {description ? (
          <p id={descriptionId} data-part="description">
            {description}
          </p>
        ) : null}
        <p data-part="prompt">
          <span>{fileStrings.dropFilesHere}</span>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {buttonLabel}
          </Button>
        </p>
        {hints.length > 0 ? (
          <p id={hintId} data-part="hint">
            {hints.join(' ／ ')}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            // Clear it, so choosing the same file again is a change too.
            event.target.value = '';
          }}
        />
      </Zone>
      {rejections.length > 0 ? (
        <Alert tone="danger" title={fileStrings.rejectedFiles}>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {rejections.map(({ file, reasons }, index) => (
              // Two dropped files may share a name: the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <strong>{file.name}</strong>：{reasons.join('')}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </Root>
  );
}
