export type { FormProps, FormRenderState, FormSubmitButtonProps } from './Form';
export { Form, FormSubmitButton } from './Form';
