export type { FormProps, FormRenderState } from './Form';
export { Form } from './Form';
export type { FormSubmitButtonProps } from './FormBody';
export { FormSubmitButton } from './FormBody';
