import { describe, expect, it } from 'vitest';
import { allPermissions } from '@sunfleet/contract/permissions';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { menuRoutes } from '../route-access.ts';
import { appRoutes } from '../route-table.ts';
import { menuLabelKeys } from './menu-label.ts';

/**
 * Characters a menu label may have in the 232-px side menu before the ellipsis cuts it (the walk
 * of issue 25 saw "Respuesta a la de…" and "Estaciones meteoroló…"): a group
 * shares its row with the icon and the arrow, an entry below it is indented further.
 */
const fits = { group: 17, entry: 20 };

/** What i18next shows for a list of keys: the first one the dictionary has. */
function menuLabel(strings: object, title: Parameters<typeof menuLabelKeys>[0]): string {
  for (const key of menuLabelKeys(title)) {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
    if (typeof found === 'string') return found;
  }
  return title;
}

describe('side menu labels', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('fit the menu in %s', (_lang, strings) => {
    const tooLong: string[] = [];
    for (const group of menuRoutes(appRoutes, new Set(allPermissions))) {
      const label = menuLabel(strings, group.title);
      if (label.length > fits.group) tooLong.push(label);
      for (const entry of group.children ?? []) {
        const entryLabel = menuLabel(strings, entry.title);
        if (entryLabel.length > fits.entry) tooLong.push(entryLabel);
      }
    }
    expect(tooLong).toEqual([]);
  });
});
