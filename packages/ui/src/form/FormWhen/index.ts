export type { FormWhenProps } from './FormWhen';
export { FormWhen } from './FormWhen';
