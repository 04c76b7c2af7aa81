import { describe, expect, it } from 'vitest';
import { deviceStatusNames, inverterFamilyNames, plantTypeNames } from '@sunfleet/contract/enums';
import { errorCatalogue } from '@sunfleet/contract/errors';
import { inputMessages } from '@sunfleet/contract/messages';
import { en } from './en.ts';
import { es } from './es.ts';
import { zh } from './zh.ts';

/** Every string of a nested table with its dotted key. */
const leaves = (table: unknown, path = ''): [string, string][] =>
  typeof table === 'string'
    ? [[path, table]]
    : Object.entries(table as object).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));

/** Strings that read the same in Chinese as in English: names, acronyms, unit-like labels. */
const sameInChinese = new Set(['app.name', 'logs.system', 'download.android', 'download.ios']);

describe('the three languages', () => {
  const english = new Map(leaves(en));

  it.each([
    ['zh', zh],
    ['es', es],
  ] as const)('the web strings in %s have every English key and no other, none empty', (_, strings) => {
    const other = new Map(leaves(strings));
    // `menu.*` are short side-menu labels a language may add where its page title is too long
    // (app/shell/menu-label.ts falls back to `route.*`), so no language needs them all.
    const keysOf = (table: Map<string, string>) =>
      [...table.keys()]
        .filter((key) => !key.startsWith('menu.'))
        .map((key) => key.replace(/_(one|other)$/, ''));
    expect(new Set(keysOf(other))).toEqual(new Set(keysOf(english)));
    expect([...other].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('leaves no English words in Chinese', () => {
    const untranslated = leaves(zh).filter(
      ([key, text]) => english.get(key) === text && /[a-z]{3}/.test(text) && !sameInChinese.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each([
    ['errors', errorCatalogue],
    ['input messages', inputMessages],
    ['plant types', plantTypeNames],
    ['device statuses', deviceStatusNames],
    ['inverter families', inverterFamilyNames],
  ])('the contract’s %s speak all three languages', (_, catalogue) => {
    const missing = Object.entries(catalogue as Record<string, Record<string, string | undefined>>).flatMap(
      ([key, texts]) =>
        (['en', 'zh', 'es'] as const).filter((lang) => !texts[lang]?.trim()).map((lang) => `${key}.${lang}`),
    );
    expect(missing).toEqual([]);
  });
});
