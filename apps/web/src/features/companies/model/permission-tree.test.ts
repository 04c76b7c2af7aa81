import { describe, expect, it } from 'vitest';
import type { TPermissionItem } from '@sunfleet/contract/permissions';
import { toggled, treeIndex } from './permission-tree.ts';

const item = (permission: string, type: 0 | 1, children: TPermissionItem[] = []): TPermissionItem => ({
  permission,
  type,
  name: permission,
  children,
});
const tree = [
  item('company.management', 0, [
    item('company.user', 0, [item('company.user.add', 1)]),
    item('company.info', 0),
  ]),
  item('station.view', 0, [item('station.create', 1)]),
];

describe('role permission tree', () => {
  const index = treeIndex(tree);
  it('brings the menus of a ticked button and keeps tree order', () => {
    expect(toggled(index, ['station.view'], 'company.user.add', true)).toEqual([
      'company.management',
      'company.user',
      'company.user.add',
      'station.view',
    ]);
  });
  it('grants a menu without its buttons, and clears a menu with everything under it', () => {
    expect(toggled(index, [], 'company.user', true)).toEqual(['company.management', 'company.user']);
    expect(
      toggled(
        index,
        ['company.management', 'company.user', 'company.user.add', 'company.info'],
        'company.user',
        false,
      ),
    ).toEqual(['company.management', 'company.info']);
  });
});
