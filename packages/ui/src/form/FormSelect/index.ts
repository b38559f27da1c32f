export type { FormSelectProps } from './FormSelect';
export { FormSelect } from './FormSelect';
