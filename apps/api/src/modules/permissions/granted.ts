import { allPermissions, companyPermissions, customerPermissions } from '@sunfleet/contract/permissions';
import type { TUserKind } from '@sunfleet/contract/users';

export type TGrantInput = {
  kind: TUserKind;
  isCompanyAdmin: boolean;
  /** The permissions of the staff member's company role, if any. */
  rolePermissions: readonly string[] | null;
};

/**
 * What a user may do: the platform operator everything, a company administrator every company
 * permission, other staff what their role grants (never beyond the company set), a customer the
 * customer set.
 */
export function grantedPermissions(user: TGrantInput): ReadonlySet<string> {
  switch (user.kind) {
    case 'platform':
      return new Set(allPermissions);
    case 'customer':
      return new Set(customerPermissions);
    case 'company': {
      if (user.isCompanyAdmin) return new Set(companyPermissions);
      const allowed = new Set<string>(companyPermissions);
      return new Set((user.rolePermissions ?? []).filter((permission) => allowed.has(permission)));
    }
  }
}
