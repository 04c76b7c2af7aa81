import { createContext, useContext, type ReactNode } from 'react';
import type { TDeviceAbilities, TDeviceAbility } from '@sunfleet/contract/abilities';
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
 * `permission` and, for a control acting on a device, gateway, command or event, has `ability` in
 * the `abilities` the api answered for it (docs/device-abilities.md); otherwise the control is
 * removed from the page, not disabled. Until the abilities are known the control stays hidden.
 */
export function Can({
  permission,
  ability,
  abilities,
  children,
}: {
  permission: TPermission;
  ability?: TDeviceAbility;
  abilities?: TDeviceAbilities | undefined;
  children: ReactNode;
}) {
  const isAble = ability === undefined || abilities?.[ability] === true;
  return usePermissions().has(permission) && isAble ? <>{children}</> : null;
}
