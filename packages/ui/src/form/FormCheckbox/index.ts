export type { FormCheckboxProps } from './FormCheckbox';
export { FormCheckbox } from './FormCheckbox';
