/** The toaster as its own chunk: App.tsx loads it with the first toast. */
export { Toaster as default } from '@olive/ui';
