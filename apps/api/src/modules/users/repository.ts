import type { Database } from '@sunfleet/db/connect';
import { builtOnce, eq, sql } from '@sunfleet/db/query';
import { companies, companyRoles, users, type TCompanyRow, type TUserRow } from '@sunfleet/db/schema';

/** Case-insensitive account match, served by the `lower(account)` unique index. */
const accountIs = (account: string) => sql`lower(${users.account}) = ${account.toLowerCase()}`;

/** The parts of a company its staff and customers see in the portal's frame. */
const companyLook = {
  id: companies.id,
  name: companies.name,
  logoUrl: companies.logoUrl,
  iconUrl: companies.iconUrl,
  themeColor: companies.themeColor,
};

export type TUserWithCompany = TUserRow & {
  company: Pick<TCompanyRow, keyof typeof companyLook> | null;
  rolePermissions: string[] | null;
};

export function createUsersRepository(db: Database) {
  // Authentication reads this on every signed-in request.
  const userWithCompany = builtOnce(
    db
      .select({
        user: users,
        company: companyLook,
        rolePermissions: companyRoles.permissions,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companyRoles, eq(companyRoles.id, users.roleId))
      .where(eq(users.id, sql.placeholder('userId'))),
  );

  return {
    /** A user with the look of their company and their role's permissions. */
    async findWithCompany(userId: string): Promise<TUserWithCompany | null> {
      const [row] = await userWithCompany.execute({ userId });
      return row ? { ...row.user, company: row.company, rolePermissions: row.rolePermissions } : null;
    },

    async findByAccount(account: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(accountIs(account));
      return row ?? null;
    },

    async isRegistered(account: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(accountIs(account));
      return row !== undefined;
    },

    async insertCustomer(values: {
      account: string;
      email: string | null;
      passwordHash: string;
      nickname: string;
      lang: TUserRow['lang'];
    }) {
      const [row] = await db
        .insert(users)
        .values({ ...values, kind: 'customer' })
        .returning();
      if (!row) throw new Error('user not inserted');
      return row;
    },

    async update(
      userId: string,
      values: Partial<
        Pick<TUserRow, 'nickname' | 'lang' | 'theme' | 'styleType' | 'avatarUrl' | 'passwordHash'>
      >,
    ) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
