import type { FastifyBaseLogger } from 'fastify';
import type { TReleaseBlock } from '@sunfleet/commands/campaigns/model';
import { tickCampaigns } from '@sunfleet/commands/campaigns/tick';
import type { Database } from '@sunfleet/db/connect';
import type { TCommandFeed } from '../commands/service.ts';

/** How often the scheduler's `campaigns.tick` job runs: pacing and read-back move on their own. */
export const tickEveryMs = 2_000;
/** Command notices come in bursts (a batch's replies); one tick follows a burst, this long after. */
const noticeDelayMs = 200;

/**
 * Runs the campaign tick in this process (docs/adr/0040): as the scheduler's `campaigns.tick` job
 * (`runRound`, once per `tickEveryMs` across all processes, docs/adr/0041), soon after a command
 * changed state here (so a campaign follows its commands without waiting a round), and when a
 * service pokes it. A component (`start()`/`stop()`); ticks of several processes may meet, the
 * tick's row locks keep them apart. Announces the commands it queued (dispatchers wake) and the
 * campaigns it moved (their streams re-read). `releaseBlock` loads, for each tick's time, what
 * holds sites back (demand-response events, docs/adr/0055).
 */
export function createCampaignTicker(
  db: Database,
  feed: TCommandFeed | undefined,
  log: FastifyBaseLogger,
  releaseBlock?: (now: Date) => Promise<TReleaseBlock>,
) {
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let isStarted = false;

  async function runOnce(): Promise<void> {
    const now = new Date();
    const outcome = await tickCampaigns(db, now, { isBlocked: await releaseBlock?.(now) });
    for (const command of outcome.queued) feed?.publish('command', command);
    for (const id of outcome.campaigns) feed?.publish('campaign', { id });
  }

  /** One tick at a time in this process; a request during a tick runs one more after it. */
  function run() {
    if (!isStarted) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'campaign tick failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const poke = () => {
    if (!isStarted || soon) return;
    soon = setTimeout(() => {
      soon = undefined;
      run();
    }, noticeDelayMs);
  };
  const onCommand = () => poke();

  return {
    runOnce,
    poke,
    /** The scheduler's periodic tick: one now (or after the one running); resolves when it ended. */
    runRound: async () => {
      run();
      await running;
    },
    start() {
      isStarted = true;
      feed?.on('command', onCommand);
    },
    async stop() {
      isStarted = false;
      clearTimeout(soon);
      soon = undefined;
      feed?.off('command', onCommand);
      await running;
    },
  };
}
export type CampaignTicker = ReturnType<typeof createCampaignTicker>;
