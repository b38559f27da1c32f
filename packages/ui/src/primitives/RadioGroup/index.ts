export type { RadioGroupProps } from './RadioGroup';
export { RadioGroup } from './RadioGroup';
