export type { FormPasswordFieldProps } from './FormPasswordField';
export { FormPasswordField } from './FormPasswordField';
