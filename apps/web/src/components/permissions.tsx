import { createContext, useContext, type ReactNode } from 'react';
import type { TGrantedPermissions, TPermission } from '@sunfleet/contract/permissions';

const PermissionsContext = createContext<TGrantedPermissions>(new Set());

/** Holds the signed-in user's permission strings for every `Can` and route gate below it. */
export function PermissionsProvider({
  granted,
  children,
}: {
  granted: TGrantedPermissions;
  children: ReactNode;
}) {
  return <PermissionsContext.Provider value={granted}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): TGrantedPermissions {
  return useContext(PermissionsContext);
}

/**
 * Button-level permission (spec section 6): renders its children only when the user holds
 * `permission`; otherwise the control is removed from the page, not disabled.
 */
export function Can({ permission, children }: { permission: TPermission; children: ReactNode }) {
  return usePermissions().has(permission) ? <>{children}</> : null;
}
