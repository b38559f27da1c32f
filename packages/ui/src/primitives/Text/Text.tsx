import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, lineHeight } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';
export type TextElement = 'p' | 'span' | 'div' | 'small' | 'strong';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** 描く要素（`p` 段落、`span` 文の一部、`small` 注記、`strong` 強調など）。 */
  as?: TextElement;
  /** 色の意味。`muted` は補足、`danger` は問題、`success` は完了（色だけでなく文言でも伝えます）。 */
  tone?: TextTone;
  /** 文字の大きさ。省略すると周りに合わせます。 */
  size?: 'sm' | 'md' | 'lg';
  /** 太さ。 */
  weight?: 'regular' | 'medium' | 'bold';
  /** 入力された改行をそのまま出します（お知らせの本文など）。 */
  preserveLines?: boolean;
}

const Root = styled.p`
  margin: 0;

  &[data-tone='muted'] { color: ${vars.color.text.muted}; }
  &[data-tone='danger'] { color: ${vars.color.feedback.danger.text}; }
  &[data-tone='success'] { color: ${vars.color.feedback.success.text}; }
  &[data-size='sm'] { font-size: ${fontSize.sm}; }
  &[data-size='md'] { font-size: ${fontSize.md}; }
  &[data-size='lg'] { font-size: ${fontSize.lg}; }
  &[data-weight='regular'] { font-weight: ${fontWeight.regular}; }
  &[data-weight='medium'] { font-weight: ${fontWeight.medium}; }
  &[data-weight='bold'] { font-weight: ${fontWeight.bold}; }
  &[data-preserve-lines] { white-space: pre-line; line-height: ${lineHeight.body}; }
`;

/**
 * A run of text with a tone and size from the tokens and no outer margin: a paragraph (default),
 * a `span`, a `small` note. The words come from the caller.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as, tone = 'default', size, weight, preserveLines, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref as never}
      as={as}
      data-tone={tone}
      data-size={size}
      data-weight={weight}
      data-preserve-lines={preserveLines ? '' : undefined}
      {...rest}
    />
  );
});
