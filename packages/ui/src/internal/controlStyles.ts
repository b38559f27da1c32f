import styled, { css } from 'styled-components';
import { borderWidth, controlHeight } from '../tokens/control';
import { duration, fontSize, lineHeight, radius, space } from '../tokens/scale';
import { vars } from '../tokens/vars';

/**
 * The box every text control shares (TextField, PasswordField, Textarea, and the overlays' Select
 * and date inputs): one border, one focus ring, one invalid and disabled look.
 */
export const controlBoxStyles = css`
  width: 100%;
  min-height: ${controlHeight.md};
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: ${borderWidth.thin} solid ${vars.color.border.strong};
  border-radius: ${radius.md};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.default};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.control};
  transition: border-color ${duration.fast}, box-shadow ${duration.fast};

  &::placeholder { color: ${vars.color.text.muted}; opacity: 1; }
  &:hover:not(:disabled) { border-color: ${vars.color.control.borderHover}; }
  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${vars.color.border.focus};
    box-shadow: 0 0 0 ${borderWidth.thin} ${vars.color.border.focus};
  }
  &[aria-invalid='true'] { border-color: ${vars.color.feedback.danger.text}; }
  &[aria-invalid='true']:focus { box-shadow: 0 0 0 ${borderWidth.thin} ${vars.color.feedback.danger.text}; }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.background.subtle};
    border-color: ${vars.color.border.default};
    color: ${vars.color.text.disabled};
  }
  &:read-only:not(:disabled) { background: ${vars.color.background.subtle}; }
`;

/** A bare text input in the shared control box. */
export const Input = styled.input`
  ${controlBoxStyles}
`;

/**
 * A control box holding an input plus adornments (a unit such as 円, an icon, PasswordField's toggle).
 * The box draws the border and the focus ring; the input inside is bare.
 */
export const ControlGroup = styled.div`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${controlHeight.md};
  border: ${borderWidth.thin} solid ${vars.color.border.strong};
  border-radius: ${radius.md};
  background: ${vars.color.background.surface};
  color: ${vars.color.text.default};
  transition: border-color ${duration.fast}, box-shadow ${duration.fast};

  &:hover:not([data-disabled]) { border-color: ${vars.color.control.borderHover}; }
  &:focus-within {
    border-color: ${vars.color.border.focus};
    box-shadow: 0 0 0 ${borderWidth.thin} ${vars.color.border.focus};
  }
  &[data-invalid] { border-color: ${vars.color.feedback.danger.text}; }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 ${borderWidth.thin} ${vars.color.feedback.danger.text}; }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${vars.color.background.subtle};
    border-color: ${vars.color.border.default};
    color: ${vars.color.text.disabled};
  }

  & > input {
    flex: 1;
    min-width: 0;
    margin: 0;
    padding: ${space[2]} ${space[3]};
    border: 0;
    background: transparent;
    font-size: ${fontSize.md};
    line-height: ${lineHeight.control};
  }
  & > input:focus { outline: none; }
  & > input::placeholder { color: ${vars.color.text.muted}; opacity: 1; }
  & > input:disabled { cursor: not-allowed; color: ${vars.color.text.disabled}; }

  & > [data-part='adornment'] {
    display: inline-flex;
    align-items: center;
    flex: none;
    color: ${vars.color.text.muted};
    font-size: ${fontSize.md};
  }
  & > [data-part='adornment']:first-child { padding-left: ${space[3]}; }
  & > [data-part='adornment']:last-child { padding-right: ${space[3]}; }
  & > [data-part='action'] { flex: none; display: inline-flex; padding-right: ${space[1]}; }
`;
