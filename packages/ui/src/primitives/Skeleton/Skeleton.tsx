import type { CSSProperties, HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** 形。`text` は本文 1 行、`rect` は四角い塊、`circle` は丸（アイコン）。 */
  variant?: 'text' | 'rect' | 'circle';
  /** 幅（CSS の値）。 */
  width?: CSSProperties['width'];
  /** 高さ（CSS の値）。 */
  height?: CSSProperties['height'];
  /** `text` のとき、何行分か（最後の行は短く、段落のように見せます）。 */
  lines?: number;
  /** 何を読み込み中か（例: 契約の詳細を読み込み中）。周りに読み込み中の表やスピナーがないときだけ読み上げられます。 */
  label?: string;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Bone = styled.span`
  display: block;
  background: ${vars.color.background.emphasis};
  animation: ${pulse} 1.6s ease-in-out infinite;

  &[data-variant='text'] { height: 1em; margin: 0.35em 0; border-radius: ${radius.sm}; }
  &[data-variant='rect'] { border-radius: ${radius.md}; }
  &[data-variant='circle'] { border-radius: 50%; }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space[0.5]};
  & > span:last-child:not(:first-child) { width: 60%; }
`;

/**
 * A grey placeholder with the shape of content still loading. It is hidden from assistive technology:
 * the region that is loading says so (aria-busy, a Spinner's label, a table's loading caption).
 */
export function Skeleton({ label, ...props }: SkeletonProps) {
  if (!label) return <Bones {...props} />;
  return (
    <Status role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Bones {...props} />
    </Status>
  );
}

const Status = styled.span`
  display: block;
`;

function Bones({ variant = 'text', width, height, lines = 1, style, ...rest }: Omit<SkeletonProps, 'label'>) {
  const size: CSSProperties = {
    width: width ?? (variant === 'circle' ? '40px' : '100%'),
    height: height ?? (variant === 'text' ? undefined : variant === 'circle' ? (width ?? '40px') : '80px'),
    ...style,
  };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" style={{ width: size.width, ...style }} {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Bone key={index} data-variant="text" />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" data-variant={variant} style={size} {...rest} />;
}
