import type { TCustomer, TCustomerListQuery, TCustomerType } from '@sunfleet/contract/customers';
import type { TPage } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import { customerProfiles, customerTypes } from '@sunfleet/db/customer-schema';
import { and, asc, containing, count, eq, ilike, isNull, or, sql, type SQL } from '@sunfleet/db/query';
import { refreshTokens, users } from '@sunfleet/db/schema';
import { gateways, plants } from '@sunfleet/db/telemetry-schema';
import type { TTenancy } from '../../tenancy.ts';

/**
 * Customers of a company: accounts of kind customer whose `company_id` names it (the one
 * membership rule, ADR 0033). The platform sees every company's; a customer none.
 */
function visibleCustomers(tenancy: TTenancy): SQL | undefined {
  const isCustomer = eq(users.kind, 'customer');
  switch (tenancy.scope) {
    case 'platform':
      return and(isCustomer, sql`${users.companyId} IS NOT NULL`);
    case 'company':
      return and(isCustomer, eq(users.companyId, tenancy.companyId));
    case 'customer':
      return sql`false`;
  }
}

/** Types the caller may see: their company's (the platform every company's). */
function visibleTypes(tenancy: TTenancy): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return eq(customerTypes.companyId, tenancy.companyId);
    case 'customer':
      return sql`false`;
  }
}

/** A type and all its descendants, for `type_id IN (…)`. */
const typeAndDescendants = (typeId: string) => sql`WITH RECURSIVE sub(id) AS (
    SELECT id FROM customer_types WHERE id = ${typeId}
    UNION ALL SELECT c.id FROM customer_types c JOIN sub ON c.parent_id = sub.id
  ) SELECT id FROM sub`;

/** Plants of the customer's company the customer owns or that are built for them. */
const customerPlants = sql`SELECT p.id FROM ${plants} p
  WHERE p.company_id = ${users.companyId} AND (p.owner_user_id = ${users.id} OR p.customer_id = ${users.id})`;

export function createCustomersRepository(db: Database) {
  const columns = {
    id: users.id,
    account: users.account,
    nickname: users.nickname,
    companyId: users.companyId,
    name: customerProfiles.name,
    typeId: customerProfiles.typeId,
    typeName: customerTypes.name,
    remark: customerProfiles.remark,
    invitedAt: customerProfiles.invitedAt,
    addedAt: customerProfiles.createdAt,
    createdAt: users.createdAt,
    plantCount: sql<number>`(SELECT count(*)::int FROM (${customerPlants}) cp)`,
    gatewayCount: sql<number>`(SELECT count(*)::int FROM ${gateways} g
      WHERE g.customer_id = ${users.id} OR g.plant_id IN (${customerPlants}))`,
    signedIn: sql<boolean>`EXISTS (SELECT 1 FROM ${refreshTokens} r WHERE r.user_id = ${users.id})`,
  };
  const selectCustomers = () =>
    db
      .select(columns)
      .from(users)
      .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
      .leftJoin(customerTypes, eq(customerTypes.id, customerProfiles.typeId));
  const toCustomer = (row: Awaited<ReturnType<typeof selectCustomers>>[number]): TCustomer => ({
    id: row.id,
    account: row.account,
    name: row.name || row.nickname,
    typeId: row.typeId,
    typeName: row.typeName,
    remark: row.remark ?? '',
    plantCount: Number(row.plantCount),
    gatewayCount: Number(row.gatewayCount),
    invited: row.invitedAt !== null && !row.signedIn,
    companyId: row.companyId ?? '',
    createdAt: (row.addedAt ?? row.createdAt).toISOString(),
  });

  const typeColumns = {
    id: customerTypes.id,
    name: customerTypes.name,
    parentId: customerTypes.parentId,
    remark: customerTypes.remark,
    companyId: customerTypes.companyId,
    createdAt: customerTypes.createdAt,
    // The outer table is named in the text: in a one-table select Drizzle writes its columns
    // unqualified, and an unqualified "id" here would mean the users row (every count was 0).
    customerCount: sql<number>`(SELECT count(*)::int FROM ${customerProfiles} cp
      JOIN ${users} u ON u.id = cp.user_id
      WHERE cp.type_id = customer_types.id AND u.company_id = customer_types.company_id)`,
  };
  type TTypeRow = TCustomerType & { companyId: string };
  const toType = (row: Omit<TTypeRow, 'createdAt'> & { createdAt: Date }): TTypeRow => ({
    ...row,
    customerCount: Number(row.customerCount),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list(tenancy: TTenancy, query: TCustomerListQuery): Promise<TPage<TCustomer>> {
      const pattern = query.keyword ? containing(query.keyword) : undefined;
      const where = and(
        visibleCustomers(tenancy),
        pattern
          ? or(
              ilike(users.account, pattern),
              ilike(users.nickname, pattern),
              ilike(customerProfiles.name, pattern),
            )
          : undefined,
        query.typeId ? sql`${customerProfiles.typeId} IN (${typeAndDescendants(query.typeId)})` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        selectCustomers()
          .where(where)
          .orderBy(asc(sql`coalesce(${customerProfiles.createdAt}, ${users.createdAt})`), asc(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ total: count() })
          .from(users)
          .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
          .where(where),
      ]);
      return { infos: rows.map(toCustomer), total: total?.total ?? 0 };
    },

    async find(tenancy: TTenancy, userId: string): Promise<TCustomer | null> {
      const [row] = await selectCustomers().where(and(visibleCustomers(tenancy), eq(users.id, userId)));
      return row ? toCustomer(row) : null;
    },

    /** Makes a customer account the company's, with what the company records about it. */
    async link(
      userId: string,
      companyId: string,
      profile: { name: string; typeId: string | null; remark: string; invited: boolean },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Only a customer without a company: two companies adding one account at once cannot both win.
        const linked = await tx
          .update(users)
          .set({ companyId, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.kind, 'customer'), isNull(users.companyId)))
          .returning({ id: users.id });
        if (linked.length === 0) return false;
        const values = {
          name: profile.name,
          typeId: profile.typeId,
          remark: profile.remark,
          invitedAt: profile.invited ? new Date() : null,
        };
        await tx
          .insert(customerProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({
            target: customerProfiles.userId,
            set: { ...values, createdAt: new Date(), updatedAt: new Date() },
          });
        return true;
      });
    },

    async updateProfile(userId: string, profile: { name: string; typeId: string | null; remark: string }) {
      await db
        .insert(customerProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...profile, updatedAt: new Date() } });
    },

    /**
     * Ends the link: the account stays the person's, their own plants stay theirs; the company's
     * plants built for them are no longer shown to them.
     */
    async unlink(userId: string, companyId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(plants)
          .set({ customerId: null, updatedAt: new Date() })
          .where(and(eq(plants.customerId, userId), eq(plants.companyId, companyId)));
        await tx.delete(customerProfiles).where(eq(customerProfiles.userId, userId));
        await tx
          .update(users)
          .set({ companyId: null, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.kind, 'customer'), eq(users.companyId, companyId)));
      });
    },

    /** Is `userId` a customer of `companyId`? (a plant may be built only for one of them) */
    async isCustomerOf(userId: string, companyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.kind, 'customer'), eq(users.companyId, companyId)));
      return row !== undefined;
    },

    async types(tenancy: TTenancy): Promise<TTypeRow[]> {
      const rows = await db
        .select(typeColumns)
        .from(customerTypes)
        .where(visibleTypes(tenancy))
        .orderBy(asc(customerTypes.createdAt), asc(customerTypes.id));
      return rows.map(toType);
    },

    async findType(tenancy: TTenancy, typeId: string): Promise<TTypeRow | null> {
      const [row] = await db
        .select(typeColumns)
        .from(customerTypes)
        .where(and(visibleTypes(tenancy), eq(customerTypes.id, typeId)));
      return row ? toType(row) : null;
    },

    /** Is there another type of this name in the company (names are unique regardless of case)? */
    async typeNameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customerTypes.id })
        .from(customerTypes)
        .where(
          and(
            eq(customerTypes.companyId, companyId),
            sql`lower(${customerTypes.name}) = lower(${name})`,
            exceptId ? sql`${customerTypes.id} <> ${exceptId}` : undefined,
          ),
        );
      return row !== undefined;
    },

    /** The ids of a type and every type below it. */
    async subtreeIds(typeId: string): Promise<string[]> {
      const rows = await db
        .select({ id: customerTypes.id })
        .from(customerTypes)
        .where(sql`${customerTypes.id} IN (${typeAndDescendants(typeId)})`);
      return rows.map((row) => row.id);
    },

    async insertType(companyId: string, values: { name: string; parentId: string | null; remark: string }) {
      const [row] = await db
        .insert(customerTypes)
        .values({ companyId, ...values })
        .returning({ id: customerTypes.id });
      if (!row) throw new Error('customer type not inserted');
      return row.id;
    },

    async updateType(typeId: string, values: { name: string; parentId: string | null; remark: string }) {
      await db
        .update(customerTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(customerTypes.id, typeId));
    },

    /** Deletes a type without sub-types (the database refuses otherwise: false). */
    async deleteType(typeId: string): Promise<boolean> {
      const deleted = await db
        .delete(customerTypes)
        .where(
          and(
            eq(customerTypes.id, typeId),
            sql`NOT EXISTS (SELECT 1 FROM customer_types c WHERE c.parent_id = ${typeId})`,
          ),
        )
        .returning({ id: customerTypes.id });
      return deleted.length > 0;
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
