import { isMobileUserAgent } from '@olive/api';
import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { defaultThemeName, type ThemeName } from '../tokens/semantic';

interface ThemeContextValue {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** 最初のテーマ（既定 LIGHT）。 */
  defaultTheme?: ThemeName;
  /** テーマを呼び出し側が持つとき、その値。切り替えると `onThemeChange` が呼ばれます。 */
  theme?: ThemeName;
  /** テーマが切り替えられたときに呼ばれます。 */
  onThemeChange?: (theme: ThemeName) => void;
  /** スマートフォンかどうかを見るユーザーエージェント（既定はブラウザーのもの）。 */
  userAgent?: string;
  /** アプリ全体。 */
  children?: ReactNode;
}

/**
 * Sets the theme once at the root: `data-olive-theme` on <html> selects that theme's custom
 * properties, so switching repaints without re-rendering styled components. The properties
 * themselves are the root CSS (`globalCss`): in the page's HTML (the portal's build writes it into
 * index.html), or injected by rendering `GlobalStyle` beside this provider (Storybook does).
 */
export function ThemeProvider({
  defaultTheme = defaultThemeName,
  theme,
  onThemeChange,
  userAgent,
  children,
}: ThemeProviderProps) {
  const [own, setOwn] = useState<ThemeName>(defaultTheme);
  const current = theme ?? own;

  useLayoutEffect(() => {
    document.documentElement.dataset.oliveTheme = current;
  }, [current]);

  useLayoutEffect(() => {
    const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
    if (isMobileUserAgent(ua)) document.documentElement.dataset.oliveMobile = '';
    else delete document.documentElement.dataset.oliveMobile;
  }, [userAgent]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme: current,
      setTheme: (next) => {
        if (theme === undefined) setOwn(next);
        onThemeChange?.(next);
      },
    }),
    [current, theme, onThemeChange],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and a setter; works only under a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('[ui/useTheme] must be used under <ThemeProvider>');
  return value;
}
