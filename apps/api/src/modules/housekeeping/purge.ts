import type { AppContext } from '../../context.ts';
import { createHousekeepingRepository } from './repository.ts';

const hourMs = 3_600_000;

/**
 * Deletes what nothing will read again — pictures uploaded and never used (with their files),
 * old verification codes, ended refresh tokens, old sign-in failures, old scan-code sign-ins.
 * The scheduler runs it every `purgeEveryMinutes`, once across all api processes (jobs.ts).
 */
export function createPurge(context: Pick<AppContext, 'db' | 'fileStore' | 'config'>) {
  const repository = createHousekeepingRepository(context.db);
  const { keepHours } = context.config.throttles;

  /** One purge; `now` is for tests. */
  async function runOnce(now = new Date()) {
    const before = new Date(now.getTime() - keepHours * hourMs);
    const urls = await repository.deleteUnusedUploads(before);
    for (const url of urls) await context.fileStore.remove(url);
    await repository.deleteOldCodes(before);
    await repository.deleteEndedRefreshTokens(now, before);
    await repository.deleteOldSignInFailures(before);
    await repository.deleteOldScanLogins(before);
    return { removedUploads: urls.length };
  }

  return { runOnce };
}
export type Purge = ReturnType<typeof createPurge>;
