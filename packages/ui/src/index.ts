export * from './icons';
export * from './primitives/Button';
export * from './primitives/Field';
export * from './primitives/Spinner';
export * from './primitives/VisuallyHidden';
export { uiStrings } from './strings';
export * from './theme';
export * from './tokens';
