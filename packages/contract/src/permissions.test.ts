import { describe, expect, it } from 'vitest';
import {
  allPermissions,
  companyPermissions,
  customerPermissions,
  grantedTree,
  permissionSet,
} from './permissions.ts';

/** Every permission named by a route of spec section 2. */
const routePermissions = [
  'station.view',
  'station.create',
  'equip.view',
  'gateway.view',
  'inverter.view',
  'battery.list.view',
  'event.view',
  'application.center',
  'energyhub.view',
  'firmware.management',
  'firmware.gateway.view',
  'firmware.inverter.view',
  'workdata.view',
  'company.management',
  'company.info',
  'company.user',
  'company.role.list.view',
  'user.producer',
  'customer.list.view',
  'customer.type.list.view',
  'logger.management',
  'logger.upgrade.record',
  'system.management',
  'sys.gateway.view',
];

describe('permission tree', () => {
  it('holds every permission of the spec routes', () => {
    for (const permission of routePermissions) expect(allPermissions).toContain(permission);
  });

  it('has no permission twice', () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
  });

  it('keeps platform menus out of company roles', () => {
    expect(companyPermissions).not.toContain('system.management');
    expect(companyPermissions).toContain('company.user');
  });

  it('gives customers only permissions that exist', () => {
    for (const permission of customerPermissions) expect(allPermissions).toContain(permission);
    expect(customerPermissions).not.toContain('company.management');
  });

  it('cuts the tree to what is granted, in the asked language', () => {
    const tree = grantedTree(new Set(['station.view', 'station.create', 'gateway.view']), 'zh');
    expect(tree).toEqual([
      {
        permission: 'station.view',
        type: 0,
        name: '电站',
        children: [{ permission: 'station.create', type: 1, name: '新建电站', children: [] }],
      },
    ]);
  });

  it('flattens a granted tree back into its set', () => {
    const granted = new Set<string>(customerPermissions);
    const reachable = permissionSet(grantedTree(granted, 'en'));
    for (const permission of reachable) expect(granted.has(permission)).toBe(true);
    expect(reachable.has('station.view')).toBe(true);
  });
});
