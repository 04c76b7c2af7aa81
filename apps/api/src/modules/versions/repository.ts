import type { TPage } from '@sunfleet/contract/paging';
import type { TVersion, TVersionListQuery } from '@sunfleet/contract/versions';
import type { Database } from '@sunfleet/db/connect';
import { and, containing, count, desc, eq, ilike, ne, or, sql } from '@sunfleet/db/query';
import { versions } from '@sunfleet/db/schema';

type TVersionValues = Pick<
  typeof versions.$inferInsert,
  'number' | 'contentZh' | 'contentEn' | 'type' | 'releasedAt'
>;

/** The system version log, newest release first. */
export function createVersionsRepository(db: Database) {
  const toVersion = (row: typeof versions.$inferSelect): TVersion => ({
    id: row.id,
    number: row.number,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    type: row.type,
    publisher: row.publisherName,
    releasedAt: row.releasedAt.toISOString(),
  });
  const newestFirst = [desc(versions.releasedAt), desc(versions.createdAt)] as const;

  return {
    async list(query: TVersionListQuery): Promise<TPage<TVersion>> {
      const pattern = query.keyword ? containing(query.keyword) : undefined;
      const where = and(
        query.type ? eq(versions.type, query.type) : undefined,
        pattern
          ? or(
              ilike(versions.number, pattern),
              ilike(versions.contentEn, pattern),
              ilike(versions.contentZh, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(versions)
          .where(where)
          .orderBy(...newestFirst)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(versions).where(where),
      ]);
      return { infos: rows.map(toVersion), total: total?.total ?? 0 };
    },

    async all(): Promise<TVersion[]> {
      return (
        await db
          .select()
          .from(versions)
          .orderBy(...newestFirst)
      ).map(toVersion);
    },

    async latest(): Promise<TVersion | null> {
      const [row] = await db
        .select()
        .from(versions)
        .where(sql`${versions.releasedAt} <= now()`)
        .orderBy(...newestFirst)
        .limit(1);
      return row ? toVersion(row) : null;
    },

    async find(id: string): Promise<TVersion | null> {
      const [row] = await db.select().from(versions).where(eq(versions.id, id));
      return row ? toVersion(row) : null;
    },

    async findByNumber(number: string): Promise<TVersion | null> {
      const [row] = await db
        .select()
        .from(versions)
        .where(sql`lower(${versions.number}) = ${number.toLowerCase()}`);
      return row ? toVersion(row) : null;
    },

    async isNumberTaken(number: string, exceptId?: string) {
      const [row] = await db
        .select({ id: versions.id })
        .from(versions)
        .where(
          and(
            sql`lower(${versions.number}) = ${number.toLowerCase()}`,
            exceptId ? ne(versions.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /** Inserts a record; null when the number was taken meanwhile (the unique index). */
    async insert(values: TVersionValues & { publisherUserId: string; publisherName: string }) {
      const [row] = await db
        .insert(versions)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: versions.id });
      return row?.id ?? null;
    },

    async update(id: string, values: TVersionValues) {
      const rows = await db
        .update(versions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(versions.id, id))
        .returning({ id: versions.id });
      return rows.length > 0;
    },

    async remove(id: string) {
      const rows = await db.delete(versions).where(eq(versions.id, id)).returning({ id: versions.id });
      return rows.length > 0;
    },
  };
}
export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
