export type { FormComboboxProps } from './FormCombobox';
export { FormCombobox } from './FormCombobox';
