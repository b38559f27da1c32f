export type { ErrorPageProps } from './ErrorPage';
export { ErrorPage } from './ErrorPage';
export type { FallbackErrorScreenProps } from './FallbackErrorScreen';
export { FallbackErrorScreen } from './FallbackErrorScreen';
