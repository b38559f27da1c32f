export type { FieldControlProps, FieldProps } from './Field';
export { Field } from './Field';
export type { FieldGroupProps } from './FieldGroup';
export { FieldGroup } from './FieldGroup';
export type { FieldError } from './parts';
