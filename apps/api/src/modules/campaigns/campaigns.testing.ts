import type { TCampaign } from '@sunfleet/contract/campaigns';
import { Scheduler } from '@sunfleet/db/scheduler';
import { envelopeOf, type TestApp } from '../../testing.ts';
import { createCampaignTicker, tickEveryMs } from './ticker.ts';

/**
 * The campaign tick on a test app's database and channel, as a listening server runs it: on
 * command notices, and as the scheduler's `campaigns.tick` job (app.ts, jobs.ts).
 */
export function startCampaignTicker(t: TestApp) {
  const ticker = createCampaignTicker(t.database.db, t.channel, t.app.log);
  const scheduler = new Scheduler(t.database.db, [
    { name: 'campaigns.tick', everyMs: tickEveryMs, run: ticker.runRound },
  ]);
  ticker.start();
  scheduler.start();
  return {
    async stop() {
      await scheduler.stop();
      await ticker.stop();
    },
  };
}

/** The campaign once it is completed, halted, or cancelled and finished (or as it is after `ms`). */
export async function campaignAtRest(
  t: TestApp,
  id: string,
  headers: Record<string, string>,
  ms = 15_000,
): Promise<TCampaign> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}`, headers });
    const campaign = envelopeOf<TCampaign>(response).data;
    const isAtRest =
      campaign.state === 'completed' ||
      campaign.state === 'halted' ||
      (campaign.state === 'cancelled' && campaign.finishedAt !== null);
    if (isAtRest || Date.now() > deadline) return campaign;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
