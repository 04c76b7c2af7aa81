import type { TPrincipal } from './plugins/authentication.ts';

/**
 * Whose records a caller may see, derived from the caller only. Repositories turn it into the
 * WHERE clause of every query, so no handler can forget it.
 */
export type TTenancy =
  | { scope: 'platform' }
  | { scope: 'company'; companyId: string }
  | { scope: 'customer'; userId: string; companyId: string | null };

export function tenancyOf(caller: TPrincipal): TTenancy {
  switch (caller.kind) {
    case 'platform':
      return { scope: 'platform' };
    case 'company':
      return { scope: 'company', companyId: caller.companyId ?? '' };
    case 'customer':
      return { scope: 'customer', userId: caller.userId, companyId: caller.companyId };
  }
}
