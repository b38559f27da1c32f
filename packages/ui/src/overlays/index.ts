export * from './Combobox';
export * from './DatePicker';
export * from './Dialog';
export * from './Menu';
export * from './Popover';
export * from './Select';
export * from './Tooltip';
