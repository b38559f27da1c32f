export type { SimpleFormProps } from './SimpleForm';
export { SimpleForm } from './SimpleForm';
