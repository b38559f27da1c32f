export { FullScreenSpinner, PageLoader } from './PageLoader';
