export * from './calls';
export * from './errors';
export * from './groups';
export * from './http';
