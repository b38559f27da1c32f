export { colorAt, contrastPairs, contrastRatio, minimumContrast, relativeLuminance } from './contrast';
export {
  borderWidth,
  choiceSize,
  controlHeight,
  focusRing,
  iconSize,
  illustrationSize,
  innerControlSize,
} from './control';
export { palette } from './palette';
export {
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  layoutWidth,
  letterSpacing,
  lineHeight,
  media,
  radius,
  shadow,
  space,
  zIndex,
} from './scale';
export type { ColorTokens, FeedbackColors, ThemeName } from './semantic';
export { defaultThemeName, themeNames } from './semantic';
export { themes } from './themes';
export { flattenTokens, themeDeclarations, tokenProperty, vars } from './vars';
