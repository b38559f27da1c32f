export { GlobalStyle } from './GlobalStyle';
export type { ThemeProviderProps } from './ThemeProvider';
export { ThemeProvider, useTheme } from './ThemeProvider';
