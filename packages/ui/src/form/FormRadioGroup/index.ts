export type { FormRadioGroupProps } from './FormRadioGroup';
export { FormRadioGroup } from './FormRadioGroup';
