export * from './form';
export * from './icons';
export * from './overlays';
export * from './portal';
export * from './primitives/Alert';
export * from './primitives/Badge';
export * from './primitives/Button';
export * from './primitives/Card';
export * from './primitives/Checkbox';
export * from './primitives/CheckboxGroup';
export * from './primitives/EmptyState';
export * from './primitives/Field';
export * from './primitives/FileDropzone';
export * from './primitives/Heading';
export * from './primitives/IconButton';
export * from './primitives/Inline';
export * from './primitives/Link';
export * from './primitives/List';
export * from './primitives/Pagination';
export * from './primitives/PasswordField';
export * from './primitives/ProgressBar';
export * from './primitives/RadioGroup';
export * from './primitives/ScrollArea';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/Stack';
export * from './primitives/Table';
export * from './primitives/Tabs';
export * from './primitives/Text';
export * from './primitives/Textarea';
export * from './primitives/TextField';
export * from './primitives/VisuallyHidden';
export {
  commonStrings,
  dateStrings,
  errorPageStrings,
  fieldStrings,
  fileStrings,
  statusStrings,
  tableStrings,
} from './strings';
export * from './theme';
export * from './tokens';
