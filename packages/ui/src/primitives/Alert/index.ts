export type { AlertProps, AlertTone } from './Alert';
export { Alert } from './Alert';
