/**
 * The semantic colour names every component uses. A theme is a value of `ColorTokens`:
 * the same names, different colours. Text colours that carry meaning (success, warning,
 * danger, muted, primary) are checked for WCAG AA contrast in every theme by `tokens.test.ts`.
 */
export interface ColorTokens {
  background: {
    /** The page behind everything. */
    canvas: string;
    /** Cards, tables, dialogs, the side panel. */
    surface: string;
    /** A quiet fill: table headers, hovered rows, inputs' read-only state. */
    subtle: string;
    /** Pressed or selected quiet fill. */
    emphasis: string;
    /** The dim layer behind a modal dialog. */
    backdrop: string;
    /** Tooltips and other inverted chrome. */
    inverse: string;
  };
  text: {
    default: string;
    muted: string;
    /** Text on `background.inverse`. */
    inverse: string;
    /** Text on `primary.solid`. */
    onPrimary: string;
    link: string;
    disabled: string;
  };
  border: {
    default: string;
    strong: string;
    /** The focus ring, visible on every surface. */
    focus: string;
  };
  primary: {
    solid: string;
    solidHover: string;
    solidActive: string;
    /** A tinted fill: selected menu item, primary badge. */
    subtle: string;
    /** Primary-coloured text on `surface` or `subtle`. */
    text: string;
  };
  /**
   * The control tier's own colour: a ghost or secondary control while pressed. Its other colours
   * (hover, neutral hover and pressed, field border hover) are semantic colours above, named for
   * controls in `vars.color.control`.
   */
  control: {
    pressed: string;
  };
  feedback: {
    success: FeedbackColors;
    warning: FeedbackColors;
    danger: FeedbackColors;
    info: FeedbackColors;
  };
  /** Recruiter-side role badges are teal so they never read as provider roles. */
  accent: {
    subtle: string;
    text: string;
  };
  scrollbar: {
    thumb: string;
    track: string;
  };
}

export interface FeedbackColors {
  /** Text and icons in this colour on `surface` and on `subtle`: AA contrast. */
  text: string;
  /** A tinted background for badges and alerts. */
  subtle: string;
  border: string;
  /** A filled background (destructive button), with `text.onPrimary`-like white text. */
  solid: string;
}

export const themeNames = ['LIGHT', 'DARK', 'NATURE'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultThemeName: ThemeName = 'LIGHT';
