import type { TCompanyRole } from '@sunfleet/contract/companies';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, count, eq, ne, sql } from '@sunfleet/db/query';
import { companyRoles, users } from '@sunfleet/db/schema';

// Subqueries name the outer row's table: in a single-table select Drizzle writes a bare "id",
// which would bind to the subquery's own table.

/** A role as stored; whether it is the caller's own is the service's to say. */
type TRoleRow = Omit<TCompanyRole, 'isOwn'>;

/** A company's roles: a name and the permissions it grants its members. */
export function createRoleRepository(db: Database) {
  const columns = {
    id: companyRoles.id,
    name: companyRoles.name,
    permissions: companyRoles.permissions,
    members: sql<number>`(SELECT count(*)::int FROM ${users} u WHERE u.role_id = ${companyRoles}.id)`,
    createdAt: companyRoles.createdAt,
  };
  const toRole = (row: { createdAt: Date } & Omit<TRoleRow, 'createdAt'>): TRoleRow => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(companyId: string): Promise<TRoleRow[]> {
      const rows = await db
        .select(columns)
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId))
        .orderBy(asc(companyRoles.createdAt), asc(companyRoles.name));
      return rows.map(toRole);
    },

    /** A role of the company; another company's role is not found. */
    async find(companyId: string, roleId: string): Promise<TRoleRow | null> {
      const [row] = await db
        .select(columns)
        .from(companyRoles)
        .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, roleId)));
      return row ? toRole(row) : null;
    },

    async count(companyId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(companyRoles)
        .where(eq(companyRoles.companyId, companyId));
      return row?.total ?? 0;
    },

    async isNameTaken(companyId: string, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: companyRoles.id })
        .from(companyRoles)
        .where(
          and(
            eq(companyRoles.companyId, companyId),
            sql`lower(${companyRoles.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(companyRoles.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /**
     * Inserts a role unless the company already holds `limit` (counted under a lock on the
     * company's roles, so two concurrent adds cannot both pass); null when it is full.
     */
    async insert(companyId: string, name: string, permissions: string[], limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`company-roles:${companyId}`}))`);
        const [held] = await tx
          .select({ total: count() })
          .from(companyRoles)
          .where(eq(companyRoles.companyId, companyId));
        if ((held?.total ?? 0) >= limit) return null;
        const [row] = await tx
          .insert(companyRoles)
          .values({ companyId, name, permissions })
          .returning({ id: companyRoles.id });
        return row?.id ?? null;
      });
    },

    async update(roleId: string, name: string, permissions: string[]) {
      await db
        .update(companyRoles)
        .set({ name, permissions, updatedAt: new Date() })
        .where(eq(companyRoles.id, roleId));
    },

    /** Deletes a role; its members keep their accounts without a role (no permissions). */
    async remove(roleId: string) {
      await db.delete(companyRoles).where(eq(companyRoles.id, roleId));
    },
  };
}
export type RoleRepository = ReturnType<typeof createRoleRepository>;
