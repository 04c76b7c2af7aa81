import type { TCompanyAgent, TCompanyInfo } from '@sunfleet/contract/companies';
import type { Database } from '@sunfleet/db/connect';
import { and, asc, eq, isNull, ne, sql } from '@sunfleet/db/query';
import { companies, companyAgents, uploads, users, type TCompanyRow } from '@sunfleet/db/schema';
import { plants } from '@sunfleet/db/telemetry-schema';

type TCompanyFields = Pick<TCompanyRow, 'name' | 'contactName' | 'email' | 'phone' | 'address' | 'remark'>;

// Subqueries name the outer row's table (`${companies}.id`): in a single-table select Drizzle
// writes a bare "id", which would bind to the subquery's own table.

/** Companies: their information, look (logo, theme colour), creation and agents. */
export function createCompanyRepository(db: Database) {
  const admin = sql`(SELECT u.id FROM ${users} u WHERE u.company_id = ${companies}.id AND u.kind = 'company' AND u.is_company_admin ORDER BY u.created_at LIMIT 1)`;
  const upper = sql<
    string | null
  >`(SELECT c.name FROM ${companyAgents} a JOIN ${companies} c ON c.id = a.upper_company_id WHERE a.agent_company_id = ${companies}.id)`;

  return {
    async info(companyId: string): Promise<TCompanyInfo | null> {
      const [row] = await db
        .select({ company: companies, adminId: sql<string | null>`${admin}`, upperCompanyName: upper })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!row) return null;
      const [adminRow] = row.adminId
        ? await db
            .select({ account: users.account, nickname: users.nickname })
            .from(users)
            .where(eq(users.id, row.adminId))
        : [];
      const { company } = row;
      return {
        id: company.id,
        name: company.name,
        contactName: company.contactName,
        email: company.email,
        phone: company.phone,
        address: company.address,
        remark: company.remark,
        logoUrl: company.logoUrl,
        iconUrl: company.iconUrl,
        themeColor: company.themeColor,
        adminId: row.adminId,
        adminAccount: adminRow?.account ?? null,
        adminName: adminRow?.nickname ?? null,
        upperCompanyName: row.upperCompanyName,
        createdAt: company.createdAt.toISOString(),
      };
    },

    async find(companyId: string) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
      return row ?? null;
    },

    /** Whether another company (not `exceptId`) already has the name, regardless of case. */
    async isNameTaken(name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            sql`lower(${companies.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(companies.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async update(
      companyId: string,
      values: Partial<TCompanyFields & Pick<TCompanyRow, 'themeColor' | 'logoUrl' | 'iconUrl'>>,
    ) {
      await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
    },

    /** A company and its administrator account, together or not at all. */
    async insertWithAdmin(
      fields: TCompanyFields,
      adminValues: { account: string; email: string | null; passwordHash: string; nickname: string },
    ) {
      return db.transaction(async (tx) => {
        const [company] = await tx.insert(companies).values(fields).returning({ id: companies.id });
        if (!company) throw new Error('company not inserted');
        const [adminUser] = await tx
          .insert(users)
          .values({ ...adminValues, kind: 'company', companyId: company.id, isCompanyAdmin: true })
          .returning({ id: users.id });
        if (!adminUser) throw new Error('administrator not inserted');
        await tx.update(companies).set({ adminUserId: adminUser.id }).where(eq(companies.id, company.id));
        return { companyId: company.id, adminId: adminUser.id };
      });
    },

    // -- logos ----------------------------------------------------------------------------------

    async insertUpload(url: string, ownerUserId: string) {
      await db.insert(uploads).values({ url, ownerUserId });
    },

    /** True when the user uploaded this image and neither a plant nor a company uses it yet. */
    async isUnusedUploadOf(url: string, ownerUserId: string) {
      const [row] = await db
        .select({ url: uploads.url })
        .from(uploads)
        .where(
          and(
            eq(uploads.url, url),
            eq(uploads.ownerUserId, ownerUserId),
            isNull(uploads.plantId),
            isNull(uploads.companyId),
          ),
        );
      return row !== undefined;
    },

    async attachUpload(url: string, companyId: string) {
      await db
        .update(uploads)
        .set({ companyId })
        .where(and(eq(uploads.url, url), isNull(uploads.plantId), isNull(uploads.companyId)));
    },

    /** Forgets a company's image; true when it was that company's, so its file may go. */
    async releaseUpload(url: string, companyId: string) {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.url, url), eq(uploads.companyId, companyId)))
        .returning({ url: uploads.url });
      return rows.length > 0;
    },

    // -- agents ---------------------------------------------------------------------------------

    async agents(upperCompanyId: string): Promise<TCompanyAgent[]> {
      const rows = await db
        .select({
          companyId: companies.id,
          name: companies.name,
          contactName: companies.contactName,
          phone: companies.phone,
          adminAccount: sql<
            string | null
          >`(SELECT u.account FROM ${users} u WHERE u.company_id = ${companies}.id AND u.is_company_admin ORDER BY u.created_at LIMIT 1)`,
          plants: sql<number>`(SELECT count(*)::int FROM ${plants} p WHERE p.company_id = ${companies}.id)`,
          createdAt: companyAgents.createdAt,
        })
        .from(companyAgents)
        .innerJoin(companies, eq(companies.id, companyAgents.agentCompanyId))
        .where(eq(companyAgents.upperCompanyId, upperCompanyId))
        .orderBy(asc(companyAgents.createdAt), asc(companies.name));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async upperOf(agentCompanyId: string): Promise<string | null> {
      const [row] = await db
        .select({ upper: companyAgents.upperCompanyId })
        .from(companyAgents)
        .where(eq(companyAgents.agentCompanyId, agentCompanyId));
      return row?.upper ?? null;
    },

    /** Whether `candidateId` is `companyId` itself or any company above it (its upper, that one's upper …). */
    async isSelfOrAbove(candidateId: string, companyId: string) {
      const [row] = await db
        .select({
          found: sql<boolean>`EXISTS (
            WITH RECURSIVE uppers(id) AS (
              SELECT ${companyId}::uuid
              UNION
              SELECT a.upper_company_id FROM ${companyAgents} a JOIN uppers ON a.agent_company_id = uppers.id
            )
            SELECT 1 FROM uppers WHERE uppers.id = ${candidateId}::uuid)`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return Boolean(row?.found);
    },

    /** Links an agent; false when it became someone's agent meanwhile (the primary key). */
    async addAgent(upperCompanyId: string, agentCompanyId: string) {
      const rows = await db
        .insert(companyAgents)
        .values({ upperCompanyId, agentCompanyId })
        .onConflictDoNothing()
        .returning({ id: companyAgents.agentCompanyId });
      return rows.length > 0;
    },

    async removeAgent(upperCompanyId: string, agentCompanyId: string) {
      const rows = await db
        .delete(companyAgents)
        .where(
          and(
            eq(companyAgents.upperCompanyId, upperCompanyId),
            eq(companyAgents.agentCompanyId, agentCompanyId),
          ),
        )
        .returning({ id: companyAgents.agentCompanyId });
      return rows.length > 0;
    },
  };
}
export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
