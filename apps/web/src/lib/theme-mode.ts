import { createContext, useContext } from 'react';
import type { TTheme } from '@sunfleet/contract/enums';

export type TThemeMode = {
  mode: TTheme;
  setMode: (mode: TTheme) => void;
  primaryColor: string;
  /** The signed-in user's company colour (null: none), which overrides the primary colour. */
  setCompanyColor: (color: string | null) => void;
};

export const ThemeModeContext = createContext<TThemeMode | null>(null);

export function useThemeMode(): TThemeMode {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode needs the app providers');
  return value;
}
