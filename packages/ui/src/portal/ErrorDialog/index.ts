export type { ErrorDialogProps } from './ErrorDialog';
export { ErrorDialog } from './ErrorDialog';
