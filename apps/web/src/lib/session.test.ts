import { describe, expect, it } from 'vitest';
import { createSession, storageKeys, type TKeyValueStore } from './session.ts';

function memoryStore(): TKeyValueStore & { keys(): string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe('session', () => {
  it('defaults to English and the dark theme, and reads the spec’s cn as Chinese', () => {
    const store = memoryStore();
    const session = createSession(store);
    expect(session.lang()).toBe('en');
    expect(session.theme()).toBe('dark');
    store.setItem(storageKeys.lang, 'cn');
    store.setItem(storageKeys.theme, 'purple');
    expect(session.lang()).toBe('zh');
    expect(session.theme()).toBe('dark');
  });

  it('stores only the two tokens and ignores a malformed token entry', () => {
    const store = memoryStore();
    const session = createSession(store);
    expect(session.isSignedIn()).toBe(false);
    session.saveTokens({ access_token: 'a', refresh_token: 'r' });
    expect(JSON.parse(store.getItem('token') ?? '')).toEqual({ access_token: 'a', refresh_token: 'r' });
    expect(session.isSignedIn()).toBe(true);
    store.setItem('token', '{not json');
    expect(session.tokens()).toBeNull();
  });

  it('signing out clears the user but keeps the browser’s language and theme', () => {
    const store = memoryStore();
    const session = createSession(store);
    session.saveTokens({ access_token: 'a', refresh_token: 'r' });
    session.saveJson(storageKeys.userInfo, { userid: { id: 'u1' } });
    session.saveJson(storageKeys.company, { themeColor: '#123456' });
    session.saveReadOnly(true);
    session.saveLang('es');
    session.saveTheme('light');
    session.clearUserData();
    expect(store.keys()).toEqual(['lang', 'theme']);
  });
});
