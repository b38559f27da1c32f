export * from './primitives/Button';
export * from './primitives/Spinner';
export { uiStrings } from './strings';
export * from './theme';
export * from './tokens';
