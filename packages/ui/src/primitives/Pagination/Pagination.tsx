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
  /** いまのページ（1 から数えます）。 */
  page: number;
  /** ページの数。 */
  pageCount: number;
  /** 利用者が選んだページ。いまのページや範囲外のページでは呼ばれません。 */
  onPageChange: (page: number) => void;
  /** いまのページの左右に出すページ番号の数（既定 1）。 */
  siblingCount?: number;
  /** 最初と最後に必ず出すページ番号の数（既定 1）。 */
  boundaryCount?: number;
  /** 「最初」「最後」のボタンを出します（既定 true）。 */
  showFirstLast?: boolean;
  /** ページ送りの名前（既定「ページ送り」）。1 画面に 2 つ置くときは別の名前にします。 */
  label?: string;
  /** 次のページを読み込んでいる間、すべてのボタンを押せなくします。 */
  disabled?: boolean;
  /**
   * 件数を上限までしか数えていないとき（`pageCount` は分かっている最後のページ）。
   * 「最後」ボタンと末尾のページ番号を出さず、「…」で続きがあることを示します。
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
