import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { fieldStrings } from '../../strings';
import { controlHeight, iconSize } from '../../tokens/control';
import { duration, fontSize, fontWeight, radius, space } from '../../tokens/scale';
import { vars } from '../../tokens/vars';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAction' | 'endAdornment'> {
  /** パスワードを表示に切り替えるボタンの文字（既定「表示」）。 */
  showLabel?: string;
  /** 切り替えボタンの読み上げ名。`showLabel` の文字を含めます（既定「パスワードを表示」）。 */
  showName?: string;
  /** パスワードを表示・非表示にしたときに呼ばれます（表示中なら true）。 */
  onVisibilityChange?: (visible: boolean) => void;
  /** ブラウザーの自動入力の種類。`current-password`（既定）はログイン、`new-password` は新しいパスワードの設定（パスワードの提案が出ます）。 */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${controlHeight.sm};
  padding: 0 ${space[2]};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${vars.color.primary.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.bold};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${duration.fast};

  &:hover:not(:disabled) { background: ${vars.color.control.hover}; }
  &[aria-pressed='true'] { background: ${vars.color.control.hover}; }
  &:disabled { cursor: not-allowed; color: ${vars.color.text.disabled}; }
  & > svg { font-size: ${iconSize.sm}; }
`;

/**
 * A password input with a show/hide toggle. The toggle is a real `<button>` with `aria-pressed`
 * (pressed = the password is shown). Its name stays パスワードを表示 in both states, as the WAI-ARIA
 * toggle-button pattern asks: a name that flipped to 非表示 while also "pressed" would read as the
 * opposite of what it means. The icon changes (eye / crossed eye) for sighted users.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    showLabel = fieldStrings.showPassword,
    showName = fieldStrings.showPasswordName,
    onVisibilityChange,
    autoComplete = 'current-password',
    disabled,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not spell-check or auto-correct a revealed password.
      spellCheck={false}
      autoCapitalize="off"
      disabled={disabled}
      endAction={
        <Toggle
          type="button"
          aria-pressed={visible}
          disabled={disabled}
          aria-label={showName}
          onClick={() => {
            setVisible(!visible);
            onVisibilityChange?.(!visible);
          }}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          {showLabel}
        </Toggle>
      }
      {...rest}
    />
  );
});
