import { parseLang, type TLang } from '@sunfleet/contract/lang';
import { themes, type TTheme } from '@sunfleet/contract/themes';

/**
 * Browser storage of the session (spec sections 3 and 4). Keys keep the names the spec gives, so
 * an operator reading localStorage finds `token`, `userInfo`, `company`, `lang`, `theme` …
 */
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  company: 'company',
  lang: 'lang',
  lat: 'lat',
  styleType: 'styleType',
  theme: 'theme',
  readOnly: 'readOnly',
} as const;

/** What signing out removes; language, theme and menu style survive, they belong to the browser. */
const userDataKeys = [storageKeys.token, storageKeys.userInfo, storageKeys.company, storageKeys.readOnly];

export type TStoredTokens = { access_token: string; refresh_token: string };

/** The minimum of `Storage` the session needs, so tests can hand in their own. */
export type TKeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TSession = ReturnType<typeof createSession>;

function readJson<T>(store: TKeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function createSession(store: TKeyValueStore) {
  return {
    tokens: () => {
      const tokens = readJson<TStoredTokens>(store, storageKeys.token);
      return tokens?.access_token && tokens.refresh_token ? tokens : null;
    },
    saveTokens: (tokens: TStoredTokens) =>
      store.setItem(
        storageKeys.token,
        JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
      ),
    isSignedIn(): boolean {
      return this.tokens() !== null;
    },
    /** Removes everything that belongs to the signed-in user. */
    clearUserData: () => userDataKeys.forEach((key) => store.removeItem(key)),

    /** Whether this browser has a value for `key` (e.g. a language the visitor chose here). */
    has: (key: string) => store.getItem(key) !== null,
    readJson: <T>(key: string) => readJson<T>(store, key),
    saveJson: (key: string, value: unknown) => store.setItem(key, JSON.stringify(value)),

    lang: (): TLang => parseLang(store.getItem(storageKeys.lang)),
    saveLang: (lang: TLang) => store.setItem(storageKeys.lang, lang),

    /** The default theme is dark (spec section 1). */
    theme: (): TTheme => {
      const stored = store.getItem(storageKeys.theme);
      return themes.find((theme) => theme === stored) ?? 'dark';
    },
    saveTheme: (theme: TTheme) => store.setItem(storageKeys.theme, theme),

    isReadOnly: () => store.getItem(storageKeys.readOnly) === 'true',
    saveReadOnly: (readOnly: boolean) => store.setItem(storageKeys.readOnly, String(readOnly)),
  };
}

/** The session of this browser tab. */
export const session = createSession(globalThis.localStorage);
