import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { gapRules } from '../../internal/layoutRules';
import type { LayoutGap } from '../Stack';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** 番号付き（手順など）。既定は点の箇条書き。 */
  ordered?: boolean;
  /** 項目どうしの間隔（既定 0: 1 行に 1 項目）。 */
  gap?: LayoutGap;
}

const Root = styled.ul`
  display: grid;
  margin: 0;
  padding-inline-start: 1.2em;
  ${gapRules}
`;

/** A bulleted (or numbered) list of short lines with the markers inside the content box: no outer margin. */
export const List = forwardRef<HTMLUListElement, ListProps>(function List({ ordered, gap = 0, ...rest }, ref) {
  return <Root ref={ref} as={ordered ? 'ol' : 'ul'} data-gap={gap} {...rest} />;
});
