import styled from 'styled-components';
import { controlBoxStyles } from '../../internal/controlStyles';
import { focusRing, iconSize } from '../../tokens/control';
import { fontSize, lineHeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { OverlaySurface } from './floating';

/** The button that shows the chosen option (Select and Combobox). */
export const Trigger = styled.button`
  ${controlBoxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  text-align: start;
  cursor: pointer;

  & [data-part='value'] { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & [data-part='value'][data-placeholder] { color: ${vars.color.text.muted}; }
  & svg { flex: none; width: ${iconSize.md}; height: ${iconSize.md}; color: ${vars.color.text.muted}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

/** The list's panel. */
export const List = styled(OverlaySurface)`
  padding: ${space[1]};
  margin: 0;
  list-style: none;
`;

/** One option: active (keyboard or pointer), chosen, disabled. */
export const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.sm};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.control};
  cursor: pointer;

  &[data-active] { background: ${vars.color.control.neutralHover}; }
  &:focus-visible { outline: ${focusRing.width} solid ${vars.color.border.focus}; outline-offset: -${focusRing.width}; }
  &[aria-selected='true'] { color: ${vars.color.primary.text}; font-weight: 700; }
  &[aria-disabled='true'] { color: ${vars.color.text.disabled}; cursor: not-allowed; }
  & svg { width: ${iconSize.sm}; height: ${iconSize.sm}; }
`;
