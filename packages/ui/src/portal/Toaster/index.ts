export type { Scheduler, ToastItem, ToastTone } from './store';
export { defaultToastStore, realScheduler, ToastStore, toast } from './store';
export type { ToasterProps } from './Toaster';
export { Toaster } from './Toaster';
