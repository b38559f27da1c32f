export * from './calls';
export * from './errors';
export * from './http';
