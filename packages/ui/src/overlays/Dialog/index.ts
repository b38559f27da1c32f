export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
