export type { PasswordFieldProps } from './PasswordField';
export { PasswordField } from './PasswordField';
