export type { CheckboxGroupProps, ChoiceOption } from './CheckboxGroup';
export { CheckboxGroup } from './CheckboxGroup';
