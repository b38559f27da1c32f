import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { space } from '../../tokens/scale';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]} ${space[4]};

  /* The pagination takes the room it needs (it measures its own width: container query). */
  & > :first-child { flex: 1 1 20rem; min-width: 0; }
  & > :not(:first-child) { flex: none; }
`;

/**
 * The row under a data table: the pagination first, taking the width it can, then the page-size
 * choice (PageSize) at the end; on a narrow screen the two wrap onto their own lines.
 */
export function TableFooter(props: HTMLAttributes<HTMLDivElement>) {
  return <Root {...props} />;
}
