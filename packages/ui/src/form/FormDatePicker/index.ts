export type { FormDatePickerProps } from './FormDatePicker';
export { FormDatePicker } from './FormDatePicker';
