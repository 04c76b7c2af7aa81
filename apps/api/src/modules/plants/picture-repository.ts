import type { Database } from '@sunfleet/db/connect';
import { and, count, eq, isNull } from '@sunfleet/db/query';
import { uploads } from '@sunfleet/db/schema';

/** Uploaded plant pictures: who uploaded each, and which plant (if any) uses it. */
export function createPictureRepository(db: Database) {
  return {
    async insert(url: string, ownerUserId: string) {
      await db.insert(uploads).values({ url, ownerUserId });
    },

    async countUnused(ownerUserId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(uploads)
        .where(and(eq(uploads.ownerUserId, ownerUserId), isNull(uploads.plantId)));
      return row?.total ?? 0;
    },

    /** True when the user uploaded this picture and no plant uses it yet. */
    async isUnusedUploadOf(url: string, ownerUserId: string) {
      const [row] = await db
        .select({ url: uploads.url })
        .from(uploads)
        .where(and(eq(uploads.url, url), eq(uploads.ownerUserId, ownerUserId), isNull(uploads.plantId)));
      return row !== undefined;
    },

    /** Gives an unused picture to a plant; a picture another plant took first stays that plant's. */
    async attach(url: string, plantId: string) {
      await db
        .update(uploads)
        .set({ plantId })
        .where(and(eq(uploads.url, url), isNull(uploads.plantId)));
    },

    /** Forgets a plant's picture; true when it was that plant's, so its file may go. */
    async release(url: string, plantId: string) {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.url, url), eq(uploads.plantId, plantId)))
        .returning({ url: uploads.url });
      return rows.length > 0;
    },
  };
}
