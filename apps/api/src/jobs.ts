import type { TJob } from '@sunfleet/db/scheduler';
import type { AppContext } from './context.ts';
import type { AlarmMailJob } from './modules/alarm-mails/job.ts';
import { tickEveryMs, type CampaignTicker } from './modules/campaigns/ticker.ts';
import type { VenSync } from './modules/demand-response/ven.sync.ts';
import type { Purge } from './modules/housekeeping/purge.ts';
import type { PlantsRepository } from './modules/plants/repository.ts';
import type { UpgradesService } from './modules/upgrades/service.ts';

const minuteMs = 60_000;

/**
 * The api's periodic jobs. Every api process registers them; the scheduler app.ts starts on
 * listen runs each once per period across all of them (docs/adr/0041). Adding a job is one line
 * here: a name unique in the deployment, its period, what it runs (packages/db/README.md).
 */
export function apiJobs(
  { config }: Pick<AppContext, 'config'>,
  {
    purge,
    alarmMails,
    campaignTicker,
    plants,
    venSync,
    upgrades,
  }: {
    purge: Purge;
    alarmMails: AlarmMailJob;
    campaignTicker: Pick<CampaignTicker, 'runRound'>;
    plants: Pick<PlantsRepository, 'refreshListValues'>;
    venSync: Pick<VenSync, 'runOnce'>;
    upgrades: Pick<UpgradesService, 'followOnce'>;
  },
): TJob[] {
  return [
    { name: 'api.purge', everyMs: config.throttles.purgeEveryMinutes * minuteMs, run: purge.runOnce },
    { name: 'api.alarm-mails', everyMs: config.alarmMail.everySeconds * 1000, run: alarmMails.runOnce },
    { name: 'campaigns.tick', everyMs: tickEveryMs, run: campaignTicker.runRound },
    // The plant list sorts by live numbers a minute old at most (docs/adr/0051).
    { name: 'plants.list-values', everyMs: minuteMs, run: plants.refreshListValues },
    // Reads the OpenADR VTN and keeps the batteries in line with its events (docs/adr/0049).
    { name: 'dr.ven', everyMs: config.openadr.everySeconds * 1000, run: venSync.runOnce },
    // Judges running upgrades until the device proved its new version (ADR 0046).
    { name: 'upgrades.follow', everyMs: config.upgrades.followEveryMs, run: () => upgrades.followOnce() },
  ];
}
