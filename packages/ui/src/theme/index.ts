export { GlobalStyle } from './GlobalStyle';
export { isMobileUserAgent } from './mobile';
export type { ThemeProviderProps } from './ThemeProvider';
export { ThemeProvider, useTheme } from './ThemeProvider';
