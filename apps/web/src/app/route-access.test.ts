import { describe, expect, it } from 'vitest';
import { allPermissions, customerPermissions } from '@sunfleet/contract/permissions';
import { appRoutes } from './route-table.ts';
import {
  canOpen,
  firstMenuPage,
  menuRoutes,
  redirectTarget,
  resolveRoutes,
  segmentTitle,
} from './route-access.ts';

const routeAt = (path: string) => {
  const route = resolveRoutes(appRoutes).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

const menuPaths = (granted: ReadonlySet<string>) =>
  menuRoutes(appRoutes, granted).map((route) => [
    route.path,
    (route.children ?? []).map((child) => child.path),
  ]);

describe('route permissions', () => {
  it('a child needs the permissions of its group as well as its own', () => {
    expect(routeAt('/log/uphold').permissions).toEqual(['logger.management', 'logger.upgrade.record']);
    expect(canOpen(routeAt('/log/uphold'), new Set(['logger.upgrade.record']))).toBe(false);
    expect(canOpen(routeAt('/log/uphold'), new Set(['logger.management', 'logger.upgrade.record']))).toBe(
      true,
    );
  });

  it('routes without a permission are open to any signed-in user', () => {
    expect(canOpen(routeAt('/edit'), new Set())).toBe(true);
    expect(canOpen(routeAt('/plants/overview/:id/:type'), new Set())).toBe(true);
  });

  it('builds a plant owner menu without company, firmware or system entries and without hidden routes', () => {
    expect(menuPaths(new Set(customerPermissions))).toEqual([
      ['/plants', []],
      [
        '/device',
        ['/device/gateway/list', '/device/inverter', '/device/meter', '/device/battery', '/device/event'],
      ],
      ['/demand-response', ['/demand-response/enrollmentPlan', '/demand-response/event']],
      ['/workdata/list', []],
    ]);
  });

  it('gives the platform administrator every menu', () => {
    const menu = menuRoutes(appRoutes, new Set(allPermissions));
    expect(menu.map((route) => route.path)).toEqual([
      '/plants',
      '/device',
      '/demand-response',
      '/firmware',
      '/workdata/list',
      '/enterprise',
      '/customer',
      '/log',
      '/management',
    ]);
    expect(JSON.stringify(menu)).not.toContain('/plant-add');
  });

  it('drops a group whose children are all forbidden', () => {
    expect(menuPaths(new Set(['equip.view']))).toEqual([]);
  });

  it('redirects groups to the spec target, or to the first child the user may open', () => {
    const all = new Set(allPermissions);
    expect(redirectTarget(routeAt('/device'), appRoutes, all)).toBe('/device/gateway/list');
    expect(redirectTarget(routeAt('/enterprise'), appRoutes, all)).toBe('/enterprise/user');
    expect(redirectTarget(routeAt('/customer'), appRoutes, all)).toBe('/customer/list');
    expect(redirectTarget(routeAt('/demand-response'), appRoutes, all)).toBe(
      '/demand-response/enrollmentPlan',
    );
    const withoutGateways = new Set(['equip.view', 'inverter.view']);
    expect(redirectTarget(routeAt('/device'), appRoutes, withoutGateways)).toBe('/device/inverter');
    expect(redirectTarget(routeAt('/firmware'), appRoutes, new Set(['station.view']))).toBeNull();
  });

  it('leads / to plants, or to the first page a user without plants may open', () => {
    expect(firstMenuPage(menuRoutes(appRoutes, new Set(customerPermissions)))).toBe('/plants');
    expect(
      firstMenuPage(menuRoutes(appRoutes, new Set(['firmware.management', 'firmware.inverter.view']))),
    ).toBe('/firmware/inv');
    expect(firstMenuPage(menuRoutes(appRoutes, new Set()))).toBeNull();
  });
});

describe('segmentTitle', () => {
  it("gives /{partner}-login the sign-in page's title and other single segments the 404's", () => {
    expect(segmentTitle('acme-login')).toBe('login');
    expect(segmentTitle('acme')).toBe('notFound');
  });
});
