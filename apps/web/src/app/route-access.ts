import type { TGrantedPermissions, TPermission } from '@sunfleet/contract/permissions';
import type { TAppRoute, TRouteTitle } from './route-table.ts';

/** A route with every permission it needs: its own and those of the groups above it. */
export type TResolvedRoute = TAppRoute & { permissions: TPermission[] };

/** Every route of the table, flattened, each with the permissions of its ancestors. */
export function resolveRoutes(routes: readonly TAppRoute[], inherited: TPermission[] = []): TResolvedRoute[] {
  return routes.flatMap((route) => {
    const permissions = route.permission ? [...inherited, route.permission] : inherited;
    return [{ ...route, permissions }, ...resolveRoutes(route.children ?? [], permissions)];
  });
}

export const canOpen = (route: TResolvedRoute, granted: TGrantedPermissions) =>
  route.permissions.every((permission) => granted.has(permission));

/** A route that shows a page (not a group, not a redirect). */
const isPage = (route: TAppRoute) => !route.children && !route.redirectTo;

/** The menu: routes the user may open, hidden ones and emptied groups left out (spec section 6). */
export function menuRoutes(
  routes: readonly TAppRoute[],
  granted: TGrantedPermissions,
  inherited: TPermission[] = [],
): TResolvedRoute[] {
  return routes.flatMap((route) => {
    const permissions = route.permission ? [...inherited, route.permission] : inherited;
    const resolved = { ...route, permissions };
    if (route.isHidden || !canOpen(resolved, granted)) return [];
    if (!route.children) return isPage(route) ? [resolved] : [];
    const children = menuRoutes(route.children, granted, permissions);
    return children.length > 0 ? [{ ...resolved, children }] : [];
  });
}

/** The first page of a menu the user may open: where `/` and groups lead. */
export function firstMenuPage(menu: readonly TAppRoute[]): string | null {
  for (const route of menu) {
    if (!route.children) return route.path;
    const inside = firstMenuPage(route.children);
    if (inside) return inside;
  }
  return null;
}

/**
 * Where opening a group or redirect route leads: its spec target when the user may open it, else
 * the group's first page the user may open, else null (no access).
 */
export function redirectTarget(
  route: TResolvedRoute,
  routes: readonly TAppRoute[],
  granted: TGrantedPermissions,
): string | null {
  const all = resolveRoutes(routes);
  const target = all.find((candidate) => candidate.path === route.redirectTo);
  if (target && canOpen(target, granted)) return target.path;
  const group = menuRoutes(routes, granted).find((candidate) => candidate.path === route.path);
  return group?.children ? firstMenuPage(group.children) : null;
}

/** `/{partner}-login` is a partner's sign-in screen; any other single unknown segment is a 404. */
export const isPartnerLogin = (segment: string) => segment.endsWith('-login');

/** The title of a single-segment path: the sign-in page's for a partner login, else "not found". */
export const segmentTitle = (segment: string): TRouteTitle =>
  isPartnerLogin(segment) ? 'login' : 'notFound';
