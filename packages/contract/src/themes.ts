// Without zod: the web reads the stored theme and colours at start-up, before any page needs zod.

/** Themes and menu styles stored per user. */
export const themes = ['dark', 'light'] as const;
export type TTheme = (typeof themes)[number];

/** The fallback primary colour when a company sets none. */
export const fallbackThemeColor = '#00b96b';
