export type { ComboboxProps } from './Combobox';
export { Combobox } from './Combobox';
