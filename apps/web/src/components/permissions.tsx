import { createContext, useContext, type ReactNode } from 'react';

const PermissionsContext = createContext<ReadonlySet<string>>(new Set());

/** Holds the signed-in user's permission strings for every `Can` and route gate below it. */
export function PermissionsProvider({
  granted,
  children,
}: {
  granted: ReadonlySet<string>;
  children: ReactNode;
}) {
  return <PermissionsContext.Provider value={granted}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): ReadonlySet<string> {
  return useContext(PermissionsContext);
}

/**
 * Button-level permission (spec section 6): renders its children only when the user holds
 * `permission`; otherwise the control is removed from the page, not disabled.
 */
export function Can({ permission, children }: { permission: string; children: ReactNode }) {
  return usePermissions().has(permission) ? <>{children}</> : null;
}
