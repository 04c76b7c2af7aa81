import type { TCompanyUser, TCompanyUserListQuery } from '@sunfleet/contract/company-users';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, containing, count, eq, ilike, or, sql, type SQL } from '@sunfleet/db/query';
import { companies, companyRoles, users, type TUserRow } from '@sunfleet/db/schema';
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

/** Case-insensitive account match, served by the `lower(account)` unique index. */
export const accountIs = (account: string) => sql`lower(${users.account}) = ${account.toLowerCase()}`;

export function createCompanyUsersRepository(db: Database) {
  const columns = {
    id: users.id,
    account: users.account,
    nickname: users.nickname,
    avatar: users.avatarUrl,
    companyId: users.companyId,
    companyName: companies.name,
    isCompanyAdmin: users.isCompanyAdmin,
    roleId: users.roleId,
    roleName: companyRoles.name,
    readOnly: users.readOnly,
    disabled: users.disabled,
    createdAt: users.createdAt,
  };
  const selectStaff = () =>
    db
      .select(columns)
      .from(users)
      .leftJoin(companyRoles, eq(companyRoles.id, users.roleId))
      .leftJoin(companies, eq(companies.id, users.companyId));
  const toCompanyUser = (row: Awaited<ReturnType<typeof selectStaff>>[number]): TCompanyUser => ({
    ...row,
    companyId: row.companyId ?? '',
    companyName: row.companyName ?? '',
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(tenancy: TTenancy, query: TCompanyUserListQuery): Promise<TPage<TCompanyUser>> {
      const pattern = query.keyword ? containing(query.keyword) : undefined;
      const where = and(
        visibleStaff(tenancy),
        pattern ? or(ilike(users.account, pattern), ilike(users.nickname, pattern)) : undefined,
        query.roleId ? eq(users.roleId, query.roleId) : undefined,
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

    async findByAccount(account: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(accountIs(account));
      return row ?? null;
    },

    async insert(values: {
      account: string;
      email: string | null;
      passwordHash: string;
      nickname: string;
      companyId: string;
      roleId: string | null;
      isCompanyAdmin?: boolean;
      readOnly?: boolean;
    }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, kind: 'company' })
        .returning({ id: users.id });
      if (!row) throw new Error('user not inserted');
      return row.id;
    },

    async update(
      userId: string,
      values: Partial<
        Pick<TUserRow, 'nickname' | 'roleId' | 'disabled' | 'readOnly' | 'passwordHash' | 'isCompanyAdmin'>
      >,
    ) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async remove(userId: string) {
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ adminUserId: null }).where(eq(companies.adminUserId, userId));
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    /**
     * Hands a company to `toUserId`: they become its administrator; the previous one becomes
     * staff with the role the new one had.
     */
    async transferAdmin(companyId: string, fromUserId: string, toUserId: string, roleId: string | null) {
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(users)
          .set({ isCompanyAdmin: false, roleId, updatedAt: now })
          .where(eq(users.id, fromUserId));
        await tx
          .update(users)
          .set({ isCompanyAdmin: true, roleId: null, disabled: false, readOnly: false, updatedAt: now })
          .where(eq(users.id, toUserId));
        await tx
          .update(companies)
          .set({ adminUserId: toUserId, updatedAt: now })
          .where(eq(companies.id, companyId));
      });
    },
  };
}
export type CompanyUsersRepository = ReturnType<typeof createCompanyUsersRepository>;
