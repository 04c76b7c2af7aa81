import type {
  TFirmware,
  TFirmwareKind,
  TFirmwareListQuery,
  TFirmwareProduct,
  TFirmwareRelease,
  TInverterType,
} from '@sunfleet/contract/firmware';
import type { TPage, TPageQuery } from '@sunfleet/contract/paging';
import type { Database } from '@sunfleet/db/connect';
import {
  firmwareImages,
  firmwarePrimaryTypes as primary,
  firmwareProducts,
  firmwareSecondaryTypes as secondary,
  firmwareTypes,
} from '@sunfleet/db/firmware-schema';
import {
  and,
  asc,
  containing,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from '@sunfleet/db/query';
import type { TTenancy } from '../../tenancy.ts';

/** Whose library rows a caller works on: a company's, or the platform's (company null). */
export type TFirmwareOwner = { companyId: string | null };

type TOwnedTable = typeof firmwareImages | typeof firmwareProducts | typeof firmwareTypes;

/**
 * The library's tenancy: a company reads its own rows and the platform's, the platform reads all
 * (ADR 0044). Customers never reach these queries (no firmware permission), so they read nothing.
 */
function readableBy(tenancy: TTenancy, table: TOwnedTable): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return or(eq(table.companyId, tenancy.companyId), isNull(table.companyId));
    case 'customer':
      return sql`false`;
  }
}

/** What a caller may change: its own company's rows; the platform its own and every company's. */
function writableBy(tenancy: TTenancy, table: TOwnedTable): SQL | undefined {
  switch (tenancy.scope) {
    case 'platform':
      return undefined;
    case 'company':
      return eq(table.companyId, tenancy.companyId);
    case 'customer':
      return sql`false`;
  }
}

export const ownerOf = (tenancy: TTenancy): TFirmwareOwner => ({
  companyId: tenancy.scope === 'platform' ? null : tenancy.companyId,
});

const isOwnedBy = (tenancy: TTenancy, companyId: string | null) =>
  tenancy.scope === 'platform' || (tenancy.scope === 'company' && companyId === tenancy.companyId);

/** Same owner as `owner` (null-safe: the platform's rows have no company). */
const sameOwner = (table: TOwnedTable, owner: TFirmwareOwner) =>
  owner.companyId === null ? isNull(table.companyId) : eq(table.companyId, owner.companyId);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type TFirmwareImageValues = Omit<
  typeof firmwareImages.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

/** The library's SQL: images, the inverter-type tree and products, within the caller's tenancy. */
export function createFirmwareRepository(db: Database) {
  const imageSelect = {
    image: firmwareImages,
    secondaryLabel: secondary.name,
    primaryLabel: primary.name,
  };
  const withLabels = () =>
    db
      .select(imageSelect)
      .from(firmwareImages)
      .leftJoin(secondary, eq(secondary.id, firmwareImages.typeId))
      .leftJoin(primary, eq(primary.id, secondary.parentId));

  const toFirmware = (
    tenancy: TTenancy,
    row: {
      image: typeof firmwareImages.$inferSelect;
      secondaryLabel: string | null;
      primaryLabel: string | null;
    },
  ): TFirmware => {
    const { image } = row;
    return {
      id: image.id,
      kind: image.kind,
      brand: image.brand,
      productName: image.productName,
      epn: image.epn,
      typeId: image.typeId,
      // A secondary label's parent is the primary; a primary label alone has no parent.
      primaryLabel: row.primaryLabel ?? row.secondaryLabel,
      secondaryLabel: row.primaryLabel ? row.secondaryLabel : null,
      hardwareVersion: image.hardwareVersion,
      softwareVersion: image.softwareVersion,
      upgradeMode: image.upgradeMode,
      fileName: image.fileName,
      size: image.size,
      sha256: image.sha256,
      changeLog: image.changeLog,
      fromVersionMin: image.fromVersionMin,
      fromVersionMax: image.fromVersionMax,
      allowDowngrade: image.allowDowngrade,
      enabled: image.enabled,
      publishedAt: iso(image.publishedAt),
      creator: image.creatorName,
      createdAt: image.createdAt.toISOString(),
      updatedAt: image.updatedAt.toISOString(),
      isOwned: isOwnedBy(tenancy, image.companyId),
    };
  };

  const liveImage = isNull(firmwareImages.deletedAt);

  async function typeRow(tenancy: TTenancy, id: string, access: 'read' | 'write') {
    const scope = access === 'read' ? readableBy(tenancy, firmwareTypes) : writableBy(tenancy, firmwareTypes);
    const [row] = await db
      .select()
      .from(firmwareTypes)
      .where(and(eq(firmwareTypes.id, id), scope));
    return row;
  }

  const toProduct = (tenancy: TTenancy, row: typeof firmwareProducts.$inferSelect): TFirmwareProduct => ({
    id: row.id,
    kind: row.kind,
    brand: row.brand,
    name: row.name,
    epn: row.epn,
    typeId: row.typeId,
    hardwareVersions: row.hardwareVersions,
    isOwned: isOwnedBy(tenancy, row.companyId),
  });

  return {
    async list(tenancy: TTenancy, kind: TFirmwareKind, query: TFirmwareListQuery): Promise<TPage<TFirmware>> {
      const pattern = query.keyword ? containing(query.keyword) : undefined;
      const where = and(
        eq(firmwareImages.kind, kind),
        liveImage,
        readableBy(tenancy, firmwareImages),
        query.typeId
          ? or(eq(firmwareImages.typeId, query.typeId), eq(secondary.parentId, query.typeId))
          : undefined,
        query.enabled ? eq(firmwareImages.enabled, query.enabled === '1') : undefined,
        pattern
          ? or(
              ilike(firmwareImages.fileName, pattern),
              ilike(firmwareImages.productName, pattern),
              ilike(firmwareImages.softwareVersion, pattern),
              ilike(firmwareImages.brand, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withLabels()
          .where(where)
          .orderBy(desc(firmwareImages.createdAt), desc(firmwareImages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ total: count() })
          .from(firmwareImages)
          .leftJoin(secondary, eq(secondary.id, firmwareImages.typeId))
          .where(where),
      ]);
      return { infos: rows.map((row) => toFirmware(tenancy, row)), total: total?.total ?? 0 };
    },

    /** One live image the caller may read (`write`: may change), or undefined. */
    async find(tenancy: TTenancy, id: string, access: 'read' | 'write' = 'read') {
      const scope =
        access === 'read' ? readableBy(tenancy, firmwareImages) : writableBy(tenancy, firmwareImages);
      const [row] = await withLabels().where(and(eq(firmwareImages.id, id), liveImage, scope));
      return row ? { firmware: toFirmware(tenancy, row), row: row.image } : undefined;
    },

    /** Enabled images of a kind the caller may read, newest first (the upgrade pickers). */
    async enabled(tenancy: TTenancy, kind: TFirmwareKind, hardwareVersion?: string) {
      const rows = await withLabels()
        .where(
          and(
            eq(firmwareImages.kind, kind),
            liveImage,
            eq(firmwareImages.enabled, true),
            readableBy(tenancy, firmwareImages),
            hardwareVersion
              ? or(
                  eq(firmwareImages.hardwareVersion, ''),
                  sql`lower(${firmwareImages.hardwareVersion}) = ${hardwareVersion.toLowerCase()}`,
                )
              : undefined,
          ),
        )
        .orderBy(desc(firmwareImages.publishedAt));
      return rows.map((row) => toFirmware(tenancy, row));
    },

    /** The public release log: the platform's published images, newest first. */
    async releases(query: TPageQuery & { kind?: TFirmwareKind }): Promise<TPage<TFirmwareRelease>> {
      const where = and(
        isNull(firmwareImages.companyId),
        isNotNull(firmwareImages.publishedAt),
        liveImage,
        query.kind ? eq(firmwareImages.kind, query.kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(firmwareImages)
          .where(where)
          .orderBy(desc(firmwareImages.publishedAt), desc(firmwareImages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(firmwareImages).where(where),
      ]);
      return {
        infos: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          brand: row.brand,
          productName: row.productName,
          hardwareVersion: row.hardwareVersion,
          softwareVersion: row.softwareVersion,
          changeLog: row.changeLog,
          sha256: row.sha256,
          publishedAt: row.publishedAt!.toISOString(),
        })),
        total: total?.total ?? 0,
      };
    },

    /** A live image of the owner with this file name (4000), other than `exceptId`. */
    async isFileNameTaken(owner: TFirmwareOwner, kind: TFirmwareKind, fileName: string, exceptId?: string) {
      const [row] = await db
        .select({ id: firmwareImages.id })
        .from(firmwareImages)
        .where(
          and(
            sameOwner(firmwareImages, owner),
            eq(firmwareImages.kind, kind),
            liveImage,
            sql`lower(${firmwareImages.fileName}) = ${fileName.toLowerCase()}`,
            exceptId ? ne(firmwareImages.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /**
     * The software versions of a product line (owner, kind, product, hardware), archived ones
     * included: a released version is never reused (4002) and the next must be above them all.
     */
    async lineVersions(
      owner: TFirmwareOwner,
      line: { kind: TFirmwareKind; productName: string; hardwareVersion: string },
      exceptId?: string,
    ) {
      const rows = await db
        .select({ version: firmwareImages.softwareVersion })
        .from(firmwareImages)
        .where(
          and(
            sameOwner(firmwareImages, owner),
            eq(firmwareImages.kind, line.kind),
            sql`lower(${firmwareImages.productName}) = ${line.productName.toLowerCase()}`,
            sql`lower(${firmwareImages.hardwareVersion}) = ${line.hardwareVersion.toLowerCase()}`,
            exceptId ? ne(firmwareImages.id, exceptId) : undefined,
          ),
        );
      return rows.map((row) => row.version);
    },

    /** Inserts an image; null when a unique index (name or version) was taken meanwhile. */
    async insert(values: TFirmwareImageValues) {
      const [row] = await db
        .insert(firmwareImages)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: firmwareImages.id });
      return row?.id ?? null;
    },

    async update(id: string, values: Partial<TFirmwareImageValues>) {
      await db
        .update(firmwareImages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(firmwareImages.id, id));
    },

    /** Enables or disables; the first enable publishes (the trigger then guards the bytes). */
    async setEnabled(id: string, enabled: boolean) {
      await db
        .update(firmwareImages)
        .set({
          enabled,
          updatedAt: new Date(),
          publishedAt: enabled ? sql`coalesce(${firmwareImages.publishedAt}, now())` : undefined,
        })
        .where(eq(firmwareImages.id, id));
    },

    /**
     * Removes images: unpublished ones go with their rows (their file URLs are returned for the
     * store), published ones are archived so the release log and upgrade records keep them.
     */
    async remove(ids: string[]) {
      return db.transaction(async (tx) => {
        await tx
          .update(firmwareImages)
          .set({ deletedAt: new Date(), enabled: false })
          .where(and(inArray(firmwareImages.id, ids), isNotNull(firmwareImages.publishedAt)));
        const removed = await tx
          .delete(firmwareImages)
          .where(and(inArray(firmwareImages.id, ids), isNull(firmwareImages.publishedAt)))
          .returning({ url: firmwareImages.fileUrl });
        return removed.map((row) => row.url);
      });
    },

    // The inverter-type tree.

    async types(tenancy: TTenancy): Promise<TInverterType[]> {
      const rows = await db
        .select()
        .from(firmwareTypes)
        .where(readableBy(tenancy, firmwareTypes))
        .orderBy(asc(firmwareTypes.createdAt), asc(firmwareTypes.name));
      const node = (row: (typeof rows)[number]): TInverterType => ({
        id: row.id,
        name: row.name,
        parentId: row.parentId,
        children: rows.filter((child) => child.parentId === row.id).map(node),
      });
      return rows.filter((row) => row.parentId === null).map(node);
    },

    findType: typeRow,

    /** A label of the same name at the same place of the owner's tree, other than `exceptId`. */
    async isTypeNameTaken(owner: TFirmwareOwner, name: string, parentId: string | null, exceptId?: string) {
      const [row] = await db
        .select({ id: firmwareTypes.id })
        .from(firmwareTypes)
        .where(
          and(
            sameOwner(firmwareTypes, owner),
            parentId ? eq(firmwareTypes.parentId, parentId) : isNull(firmwareTypes.parentId),
            sql`lower(${firmwareTypes.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(firmwareTypes.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insertType(owner: TFirmwareOwner, name: string, parentId: string | null) {
      const [row] = await db
        .insert(firmwareTypes)
        .values({ companyId: owner.companyId, name, parentId })
        .onConflictDoNothing()
        .returning({ id: firmwareTypes.id });
      return row?.id ?? null;
    },

    async updateType(id: string, values: { name?: string; parentId?: string }) {
      await db
        .update(firmwareTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(firmwareTypes.id, id));
    },

    /** What still hangs on a label: sub-labels, and images or products of its type. */
    async typeUsage(id: string) {
      const [[children], [images], [products]] = await Promise.all([
        db.select({ n: count() }).from(firmwareTypes).where(eq(firmwareTypes.parentId, id)),
        db.select({ n: count() }).from(firmwareImages).where(eq(firmwareImages.typeId, id)),
        db.select({ n: count() }).from(firmwareProducts).where(eq(firmwareProducts.typeId, id)),
      ]);
      return { children: children?.n ?? 0, users: (images?.n ?? 0) + (products?.n ?? 0) };
    },

    async removeType(id: string) {
      await db.delete(firmwareTypes).where(eq(firmwareTypes.id, id));
    },

    // Products and hardware.

    async products(tenancy: TTenancy, kind: TFirmwareKind, typeId?: string) {
      const rows = await db
        .select()
        .from(firmwareProducts)
        .where(
          and(
            eq(firmwareProducts.kind, kind),
            readableBy(tenancy, firmwareProducts),
            typeId ? eq(firmwareProducts.typeId, typeId) : undefined,
          ),
        )
        .orderBy(asc(firmwareProducts.name));
      return rows.map((row) => toProduct(tenancy, row));
    },

    async findProduct(
      tenancy: TTenancy,
      kind: TFirmwareKind | undefined,
      id: string,
      access: 'read' | 'write',
    ) {
      const scope =
        access === 'read' ? readableBy(tenancy, firmwareProducts) : writableBy(tenancy, firmwareProducts);
      const [row] = await db
        .select()
        .from(firmwareProducts)
        .where(and(eq(firmwareProducts.id, id), kind ? eq(firmwareProducts.kind, kind) : undefined, scope));
      return row ? { product: toProduct(tenancy, row), companyId: row.companyId } : undefined;
    },

    async isProductNameTaken(owner: TFirmwareOwner, kind: TFirmwareKind, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: firmwareProducts.id })
        .from(firmwareProducts)
        .where(
          and(
            sameOwner(firmwareProducts, owner),
            eq(firmwareProducts.kind, kind),
            sql`lower(${firmwareProducts.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(firmwareProducts.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    async insertProduct(values: typeof firmwareProducts.$inferInsert) {
      const [row] = await db
        .insert(firmwareProducts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: firmwareProducts.id });
      return row?.id ?? null;
    },

    async updateProduct(id: string, values: Partial<typeof firmwareProducts.$inferInsert>) {
      await db
        .update(firmwareProducts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(firmwareProducts.id, id));
    },

    async removeProduct(id: string) {
      await db.delete(firmwareProducts).where(eq(firmwareProducts.id, id));
    },

    /** Hardware versions the caller knows: of one product, or of every product and image. */
    async hardware(tenancy: TTenancy, query: { productId?: string; kind?: TFirmwareKind }) {
      const products = await db
        .select({ versions: firmwareProducts.hardwareVersions })
        .from(firmwareProducts)
        .where(
          and(
            readableBy(tenancy, firmwareProducts),
            query.productId ? eq(firmwareProducts.id, query.productId) : undefined,
            query.kind ? eq(firmwareProducts.kind, query.kind) : undefined,
          ),
        );
      const images = query.productId
        ? []
        : await db
            .selectDistinct({ version: firmwareImages.hardwareVersion })
            .from(firmwareImages)
            .where(
              and(
                readableBy(tenancy, firmwareImages),
                liveImage,
                ne(firmwareImages.hardwareVersion, ''),
                query.kind ? eq(firmwareImages.kind, query.kind) : undefined,
              ),
            );
      const all = [...products.flatMap((row) => row.versions), ...images.map((row) => row.version)];
      return [...new Set(all)].sort();
    },
  };
}
export type FirmwareRepository = ReturnType<typeof createFirmwareRepository>;
