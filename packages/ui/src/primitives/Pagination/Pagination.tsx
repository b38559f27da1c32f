import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../../icons';
import { tableStrings } from '../../strings';
import { borderWidth, iconSize, innerControlSize } from '../../tokens/control';
import { duration, fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { visuallyHiddenStyles } from '../VisuallyHidden';
import { type PageItem, pageItems } from './pageItems';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, from 1 (docs/product.md §9: paging starts at page 1). */
  page: number;
  pageCount: number;
  /** The page the user asked for; never called for the current page or a page out of range. */
  onPageChange: (page: number) => void;
  /** Pages shown either side of the current one (default 1). */
  siblingCount?: number;
  /** Pages always shown at each end (default 1). */
  boundaryCount?: number;
  /** Shows 最初 and 最後 (default true). */
  showFirstLast?: boolean;
  /** Names the navigation landmark (default ページ送り); give each one on a page its own name. */
  label?: string;
  /** While the next page loads: every button refuses clicks. */
  disabled?: boolean;
  /**
   * `pageCount` is only the last page known to exist (a total counted up to a cap): no 最後 button,
   * no trailing page numbers, and a gap (…) after the last number shown, since more pages may follow.
   * 前へ, 次へ (up to `pageCount`) and the first pages stay.
   */
  lastPageUnknown?: boolean;
}

const Nav = styled.nav`
  /* The buttons adapt to the space the pagination gets (a card, a dialog), not to the window. */
  container-type: inline-size;

  & > ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & [data-part='gap'] {
    min-width: ${innerControlSize.compact};
    text-align: center;
    color: ${vars.color.text.muted};
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-width: ${innerControlSize.inner};
  height: ${innerControlSize.inner};
  margin: 0;
  padding: 0 ${space[2]};
  border: ${borderWidth.thin} solid transparent;
  border-radius: ${radius.md};
  background: transparent;
  color: ${vars.color.text.default};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${duration.fast};

  &:hover:not([aria-disabled='true']):not([aria-current='page']) { background: ${vars.color.control.neutralHover}; }
  &[aria-current='page'] {
    background: ${vars.color.primary.solid};
    color: ${vars.color.text.onPrimary};
    font-weight: ${fontWeight.bold};
    cursor: default;
  }
  &[data-part='step'] { color: ${vars.color.primary.text}; font-weight: ${fontWeight.bold}; }
  &[aria-disabled='true'] { color: ${vars.color.text.disabled}; cursor: not-allowed; }
  & > svg { font-size: ${iconSize.sm}; flex: none; }

  /* In a narrow space the step buttons keep only their icons on screen; the words stay in their names. */
  @container (max-width: 479px) {
    &[data-part='step'] > [data-part='text'] { ${visuallyHiddenStyles} }
  }
`;

/** Without the last page: its block (the gap before it and the last pages) goes, and a gap says more may follow. */
function openEndedItems(items: PageItem[]): PageItem[] {
  const gap = items.indexOf('gap-end');
  return [...(gap >= 0 ? items.slice(0, gap) : items), 'gap-end'];
}

/**
 * Page navigation: 最初 / 前へ / page numbers with gaps / 次へ / 最後. The current page has
 * aria-current="page". Unavailable steps (前へ on page 1) stay focusable with aria-disabled, so focus
 * is not lost when the user reaches the end.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  label = tableStrings.pagination,
  disabled = false,
  lastPageUnknown = false,
  ...rest
}: PaginationProps) {
  const go = (target: number) => {
    if (disabled || target === page || target < 1 || target > pageCount) return;
    onPageChange(target);
  };

  const step = (target: number, text: string, icon: ReactNode, iconAfter = false) => {
    const unavailable = disabled || target < 1 || target > pageCount || target === page;
    return (
      <li>
        <PageButton type="button" data-part="step" aria-disabled={unavailable || undefined} onClick={() => go(target)}>
          {iconAfter ? null : icon}
          <span data-part="text">{text}</span>
          {iconAfter ? icon : null}
        </PageButton>
      </li>
    );
  };

  if (pageCount < 1) return null;

  const items = lastPageUnknown
    ? openEndedItems(pageItems(page, pageCount, siblingCount, boundaryCount))
    : pageItems(page, pageCount, siblingCount, boundaryCount);

  return (
    <Nav aria-label={label} {...rest}>
      <ul>
        {showFirstLast ? step(1, tableStrings.firstPage, <ChevronsLeftIcon />) : null}
        {step(page - 1, tableStrings.previousPage, <ChevronLeftIcon />)}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={tableStrings.pageNumber(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-disabled={disabled || undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} data-part="gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(page + 1, tableStrings.nextPage, <ChevronRightIcon />, true)}
        {showFirstLast && !lastPageUnknown ? step(pageCount, tableStrings.lastPage, <ChevronsRightIcon />, true) : null}
      </ul>
    </Nav>
  );
}
