import { describe, expect, it } from 'vitest';
import { commandKinds } from './commands.ts';
import { commandPermission, deviceAbilities } from './abilities.ts';
import { isPermission } from './permissions.ts';

describe('device abilities', () => {
  it('lets read-only relations and accounts only look', () => {
    for (const relation of ['visitor', 'customer', 'principal'] as const) {
      expect(deviceAbilities(relation)).toEqual({
        view: true,
        operate: false,
        configure: false,
        delete: false,
      });
    }
    expect(deviceAbilities('company', true)).toMatchObject({ operate: false, delete: false });
  });

  it('lets a manager run and configure but not delete; owner, staff and platform everything', () => {
    expect(deviceAbilities('manager')).toEqual({ view: true, operate: true, configure: true, delete: false });
    for (const relation of ['owner', 'company', 'platform'] as const) {
      expect(Object.values(deviceAbilities(relation)).every(Boolean)).toBe(true);
    }
  });

  it('names a permission of the tree for every command kind', () => {
    for (const kind of commandKinds) {
      expect(isPermission(commandPermission(kind, false))).toBe(true);
      expect(isPermission(commandPermission(kind, true))).toBe(true);
    }
  });
});
