import { type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons';
import { tableStrings } from '../../strings';
import { borderWidth, controlHeight, focusRing, iconSize } from '../../tokens/control';
import { fontSize, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';

export interface PageSizeProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  /** いまの表示件数。 */
  value: number;
  /** 選べる件数（api の `pageSizes`: 20・50・100）。 */
  options: ReadonlyArray<number>;
  /** 選ばれた件数。 */
  onChange: (size: number) => void;
  /** 見える名前（既定「表示件数」）。 */
  label?: string;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSize.sm};
  color: ${vars.color.text.muted};

  & > [data-part='box'] { position: relative; display: inline-flex; align-items: center; }
  & select {
    appearance: none;
    height: ${controlHeight.sm};
    padding: 0 calc(${space[2]} + ${iconSize.sm} + ${space[1]}) 0 ${space[3]};
    border: ${borderWidth.thin} solid ${vars.color.border.strong};
    border-radius: ${radius.md};
    background: ${vars.color.background.surface};
    color: ${vars.color.text.default};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  & select:hover { border-color: ${vars.color.control.borderHover}; }
  & select:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: ${focusRing.offset}; }
  & svg {
    position: absolute;
    right: ${space[2]};
    font-size: ${iconSize.sm};
    pointer-events: none;
    color: ${vars.color.text.muted};
  }
`;

/**
 * The page-size choice of a list (表示件数: 20件 / 50件 / 100件): a native select, so phones get
 * their own picker and the keyboard works as everywhere. The list goes back to its first page.
 */
export function PageSize({
  value,
  options,
  onChange,
  label = tableStrings.pageSize,
  className,
  ...rest
}: PageSizeProps) {
  const id = useId();
  return (
    <Root className={className}>
      <label htmlFor={id}>{label}</label>
      <span data-part="box">
        <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} {...rest}>
          {options.map((size) => (
            <option key={size} value={size}>
              {tableStrings.pageSizeOption(size)}
            </option>
          ))}
        </select>
        <ChevronDownIcon />
      </span>
    </Root>
  );
}
