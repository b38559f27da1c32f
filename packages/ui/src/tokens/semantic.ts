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
  /** Quiet controls under the pointer or pressed (the control tier's colours). */
  control: {
    /** A ghost or secondary control under the pointer: buttons, the password toggle, top-bar links. */
    hover: string;
    /** The same control while pressed. */
    pressed: string;
    /** A neutral item under the pointer or the keyboard: icon buttons, menu and list options, days, page numbers, rows. */
    neutralHover: string;
    /** A neutral item while pressed. */
    neutralPressed: string;
    /** The border of a text field under the pointer. */
    borderHover: string;
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
