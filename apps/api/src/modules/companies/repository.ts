import type { TCompanyUser, TCompanyUserListQuery } from '@sunfleet/contract/company-users';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, count, eq, ilike, or, sql, type SQL } from '@sunfleet/db/query';
import { companyRoles, users } from '@sunfleet/db/schema';
import type { TTenancy } from '../../tenancy.ts';

/** Staff rows the caller may see: the platform all companies', company staff their own, customers none. */
function visibleStaff(tenancy: TTenancy): SQL | undefined {
  const isStaff = eq(users.kind, 'company');
  switch (tenancy.scope) {
    case 'platform':
      return isStaff;
    case 'company':
      return and(isStaff, eq(users.companyId, tenancy.companyId));
    case 'customer':
      return sql`false`;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export function createCompanyUsersRepository(db: Database) {
  const columns = {
    id: users.id,
    account: users.account,
    nickname: users.nickname,
    avatar: users.avatarUrl,
    companyId: users.companyId,
    isCompanyAdmin: users.isCompanyAdmin,
    roleId: users.roleId,
    roleName: companyRoles.name,
    readOnly: users.readOnly,
    disabled: users.disabled,
    createdAt: users.createdAt,
  };
  const selectStaff = () =>
    db.select(columns).from(users).leftJoin(companyRoles, eq(companyRoles.id, users.roleId));
  const toCompanyUser = (row: Awaited<ReturnType<typeof selectStaff>>[number]): TCompanyUser => ({
    ...row,
    companyId: row.companyId ?? '',
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(tenancy: TTenancy, query: TCompanyUserListQuery): Promise<TPage<TCompanyUser>> {
      const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
      const where = and(
        visibleStaff(tenancy),
        pattern ? or(ilike(users.account, pattern), ilike(users.nickname, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectStaff()
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { infos: rows.map(toCompanyUser), total: total?.total ?? 0 };
    },

    async find(tenancy: TTenancy, userId: string): Promise<TCompanyUser | null> {
      const [row] = await selectStaff().where(and(visibleStaff(tenancy), eq(users.id, userId)));
      return row ? toCompanyUser(row) : null;
    },
  };
}
