import { type ThemeName, themeNames } from '@olive/ui';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The theme (LIGHT by default, DARK, NATURE), remembered on this device in local storage. A device
 * preference, so logout keeps it (docs/adr/0049-theme-is-a-device-preference.md).
 */
export const themeAtom = atomWithStorage<ThemeName>(
  'olive.theme',
  'LIGHT',
  createJSONStorage<ThemeName>(() => localStorage),
  { getOnInit: true },
);

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
