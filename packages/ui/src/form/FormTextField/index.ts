export type { FormTextFieldProps } from './FormTextField';
export { FormTextField } from './FormTextField';
