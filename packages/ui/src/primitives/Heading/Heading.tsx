import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { fontSize, fontWeight, lineHeight } from '../../tokens/scale';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 見出しのレベル（h1〜h4）。読み上げソフトはこの構造で画面内を移動します。h1 は 1 画面に 1 つ（PageHeader が出します）。 */
  level: HeadingLevel;
  /** 見た目の大きさ（レベルとは別に選べます）。既定は h1 が `xl`、h2 と h3 が `md`、h4 が `sm`。 */
  size?: HeadingSize;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'md', 3: 'md', 4: 'sm' };

const Root = styled.h2`
  margin: 0;
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.heading};

  &[data-size='sm'] { font-size: ${fontSize.md}; }
  &[data-size='md'] { font-size: ${fontSize.lg}; }
  &[data-size='lg'] { font-size: ${fontSize.xl}; }
  &[data-size='xl'] { font-size: ${fontSize['2xl']}; }
`;

/** A section heading without outer margin; its level and its size are chosen apart. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading({ level, size, ...rest }, ref) {
  return <Root ref={ref} as={`h${level}`} data-size={size ?? defaultSize[level]} {...rest} />;
});
