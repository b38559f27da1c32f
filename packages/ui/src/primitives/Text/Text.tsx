import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, lineHeight } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';
export type TextElement = 'p' | 'span' | 'div' | 'small' | 'strong';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: TextElement;
  /** The colour, by meaning: `muted` for secondary facts, `danger` for a problem (say it in words too). */
  tone?: TextTone;
  /** The type size; inherits when not given. */
  size?: 'sm' | 'md' | 'lg';
  weight?: 'regular' | 'medium' | 'bold';
  /** Keep the author's line breaks (news bodies typed with Enter). */
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
