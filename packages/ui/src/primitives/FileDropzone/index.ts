export type { FileDropzoneProps } from './FileDropzone';
export { FileDropzone } from './FileDropzone';
export type { FileRejection } from './fileRules';
export { acceptsFile, formatBytes } from './fileRules';
