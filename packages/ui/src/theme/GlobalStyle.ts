import { createGlobalStyle } from 'styled-components';
import { globalCss } from './globalCss';

/**
 * The root CSS (`globalCss`: the themes' custom properties, the Japanese type defaults, the scrollbar
 * rule of docs/product.md §9) as a styled-components global style, for pages whose HTML does not carry it.
 * Static: it is injected once and never re-rendered on a theme switch.
 */
export const GlobalStyle = createGlobalStyle`
  ${globalCss}
`;
