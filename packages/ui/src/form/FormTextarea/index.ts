export type { FormTextareaProps } from './FormTextarea';
export { FormTextarea } from './FormTextarea';
