export type { FormCheckboxGroupProps } from './FormCheckboxGroup';
export { FormCheckboxGroup } from './FormCheckboxGroup';
