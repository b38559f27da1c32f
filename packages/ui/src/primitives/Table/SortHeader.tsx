import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconProps } from '../../icons/Icon';
import { focusRing, iconSize } from '../../tokens/control';
import { radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export type SortDirection = 'asc' | 'desc';

/** A table's sort: a column's `sortKey` and a direction. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** The next sort when a header is pressed: 昇順, then 降順, then back to the list's own order. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** The value of the header cell's aria-sort for a column. */
export function ariaSort(current: TableSort | null | undefined, key: string | undefined) {
  if (!key || current?.key !== key) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

const AscIcon = (props: IconProps) => <Icon paths={['M12 19V5', 'm5 12 7-7 7 7']} {...props} />;
const DescIcon = (props: IconProps) => <Icon paths={['M12 5v14', 'm19 12-7 7-7-7']} {...props} />;
const UnsortedIcon = (props: IconProps) => <Icon paths={['m7 15 5 5 5-5', 'm7 9 5-5 5 5']} {...props} />;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: 24px;
  margin: 0 -${space[1]};
  padding: 0 ${space[1]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover { background: ${vars.color.control.neutralPressed}; color: ${vars.color.text.default}; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: 0; }
  & > svg { flex: none; font-size: ${iconSize.sm}; }
  & > svg[data-state='none'] { opacity: 0.55; }
  &[data-active] { color: ${vars.color.text.default}; }
`;

export interface SortHeaderProps {
  /** 列の見出しの文言。 */
  children: ReactNode;
  /** この列での並び順。ほかの列で並べている間は省略します。 */
  direction?: SortDirection;
  /** 押されたときに呼ばれます（次の並び順は `nextSort` が決めます）。 */
  onClick: () => void;
}

/**
 * The button inside a sortable column header: its name is the header's text, and the header cell
 * (th) carries aria-sort, so a screen reader says the column and its order together. An arrow shows
 * the direction; a faint double arrow says the column can be sorted.
 */
export function SortHeader({ children, direction, onClick }: SortHeaderProps) {
  return (
    <Button type="button" data-part="sort" data-active={direction ? '' : undefined} onClick={onClick}>
      <span>{children}</span>
      {direction === 'asc' ? (
        <AscIcon data-state="asc" />
      ) : direction === 'desc' ? (
        <DescIcon data-state="desc" />
      ) : (
        <UnsortedIcon data-state="none" />
      )}
    </Button>
  );
}
