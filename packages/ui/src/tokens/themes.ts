import { palette } from './palette';
import type { ColorTokens, ThemeName } from './semantic';

const { indigo, gray, green, amber, red, blue, sage, teal, white } = palette;

/** LIGHT, also the shape every theme shares (vars.ts names the custom properties after its keys). */
export const light: ColorTokens = {
  background: {
    canvas: gray[50],
    surface: white,
    subtle: gray[100],
    emphasis: gray[200],
    backdrop: 'rgba(17, 24, 39, 0.5)',
    inverse: gray[900],
  },
  text: {
    default: gray[900],
    muted: gray[600],
    inverse: white,
    onPrimary: white,
    link: indigo[600],
    disabled: gray[500],
  },
  border: { default: gray[200], strong: gray[400], focus: indigo[500] },
  primary: {
    solid: indigo[500],
    solidHover: indigo[600],
    solidActive: indigo[700],
    subtle: indigo[50],
    text: indigo[600],
  },
  control: { pressed: indigo[100] },
  feedback: {
    success: { text: green[700], subtle: green[50], border: green[300], solid: green[700] },
    warning: { text: amber[700], subtle: amber[50], border: amber[300], solid: amber[700] },
    danger: { text: red[700], subtle: red[50], border: red[300], solid: red[700] },
    info: { text: blue[700], subtle: blue[50], border: blue[300], solid: blue[700] },
  },
  accent: { subtle: teal[100], text: teal[700] },
  scrollbar: { thumb: gray[300], track: 'transparent' },
};

const dark: ColorTokens = {
  background: {
    canvas: gray[950],
    surface: gray[900],
    subtle: gray[850],
    emphasis: gray[800],
    backdrop: 'rgba(0, 0, 0, 0.6)',
    inverse: gray[100],
  },
  text: {
    default: gray[50],
    muted: gray[400],
    inverse: gray[900],
    onPrimary: white,
    link: indigo[300],
    disabled: gray[500],
  },
  border: { default: gray[800], strong: gray[600], focus: indigo[300] },
  primary: {
    solid: indigo[500],
    solidHover: indigo[600],
    solidActive: indigo[700],
    subtle: indigo[900],
    text: indigo[300],
  },
  control: { pressed: indigo[800] },
  feedback: {
    success: { text: green[400], subtle: green[900], border: green[800], solid: green[700] },
    warning: { text: amber[400], subtle: amber[900], border: amber[800], solid: amber[700] },
    danger: { text: red[400], subtle: red[900], border: red[800], solid: red[700] },
    info: { text: blue[300], subtle: blue[900], border: blue[700], solid: blue[700] },
  },
  accent: { subtle: '#123a33', text: '#6fd3bd' },
  scrollbar: { thumb: gray[700], track: 'transparent' },
};

const nature: ColorTokens = {
  background: {
    canvas: sage[50],
    surface: sage[25],
    subtle: sage[100],
    emphasis: sage[200],
    backdrop: 'rgba(29, 35, 26, 0.5)',
    inverse: sage[900],
  },
  text: {
    default: sage[900],
    muted: sage[600],
    inverse: sage[25],
    onPrimary: white,
    link: indigo[600],
    disabled: '#7a8470',
  },
  border: { default: sage[200], strong: sage[300], focus: indigo[500] },
  primary: {
    solid: indigo[500],
    solidHover: indigo[600],
    solidActive: indigo[700],
    subtle: indigo[50],
    text: indigo[600],
  },
  control: { pressed: indigo[100] },
  feedback: {
    success: { text: green[800], subtle: green[50], border: green[300], solid: green[700] },
    warning: { text: amber[800], subtle: amber[50], border: amber[300], solid: amber[700] },
    danger: { text: red[800], subtle: red[50], border: red[300], solid: red[700] },
    info: { text: blue[700], subtle: blue[50], border: blue[300], solid: blue[700] },
  },
  accent: { subtle: teal[100], text: teal[700] },
  scrollbar: { thumb: sage[300], track: 'transparent' },
};

export const themes: Record<ThemeName, ColorTokens> = { LIGHT: light, DARK: dark, NATURE: nature };
