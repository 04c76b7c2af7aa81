import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createHousekeepingRepository } from './repository.ts';

const hourMs = 3_600_000;

/**
 * Deletes what nothing will read again — pictures uploaded and never used (with their files),
 * old verification codes, ended refresh tokens, old sign-in failures — every
 * `purgeEveryMinutes`. Each api process runs one; the deletes are idempotent, so several processes
 * behind one load balancer only repeat each other's work. A component: `start()` and `stop()`.
 */
export function createPurge(
  context: Pick<AppContext, 'db' | 'fileStore' | 'config'>,
  log: FastifyBaseLogger,
) {
  const repository = createHousekeepingRepository(context.db);
  const { keepHours, purgeEveryMinutes } = context.config.throttles;
  let timer: NodeJS.Timeout | undefined;

  /** One purge; `now` is for tests. */
  async function runOnce(now = new Date()) {
    const before = new Date(now.getTime() - keepHours * hourMs);
    const urls = await repository.deleteUnusedUploads(before);
    for (const url of urls) await context.fileStore.remove(url);
    await repository.deleteOldCodes(before);
    await repository.deleteEndedRefreshTokens(now, before);
    await repository.deleteOldSignInFailures(before);
    return { removedUploads: urls.length };
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: error }, 'purge failed'));
      }, purgeEveryMinutes * 60_000);
      // A pending purge never keeps the process alive.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
