export type { ErrorPageProps, FallbackErrorScreenProps } from './ErrorPage';
export { ErrorPage, FallbackErrorScreen } from './ErrorPage';
