import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaignKind } from '@sunfleet/contract/campaigns';
import { createCampaign } from '@sunfleet/commands/campaigns/store';
import { rowsOf, sql } from '@sunfleet/db/query';
import { until } from '@sunfleet/ingest/testing';
import { createCompany } from '@sunfleet/db/testing';
import { createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { createTestApp, type TestApp } from '../../testing.ts';
import { drEventsOf, enrolledBattery, vtnEvent } from './events.testing.ts';

/**
 * Never during a demand-response event (issue 22 item 4, docs/adr/0055): the api's own campaign
 * tick — the scheduler's `campaigns.tick` job of a listening server, as production runs it —
 * holds an upgrade's targets on a plant whose event runs or is about to, reading the events from
 * the database (another process's VEN wrote them), and releases them once the event is cancelled.
 * Other kinds and other plants go on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Listening starts the container's campaign ticker and scheduler.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const minute = 60_000;

async function plantWithGateway(companyId: string) {
  const plant = await createPlant(t.database, { companyId });
  const gateway = await createGateway(t.database, { companyId, plantId: plant.id, status: 'normal' });
  return { plant, gateway };
}

/** A campaign of `kind` restarting each gateway, every target in its first wave. */
async function campaignOn(
  kind: TCampaignKind,
  companyId: string,
  sites: Awaited<ReturnType<typeof plantWithGateway>>[],
) {
  return createCampaign(t.database.db, {
    kind,
    name: `${kind} ${randomUUID().slice(0, 6)}`,
    payload: { kind: 'gateway' },
    selection: { sns: sites.map((site) => site.gateway.sn) },
    firstWave: sites.length,
    perMinute: 600,
    halt: { failurePercent: 50, minExecuted: 5 },
    createdBy: null,
    companyId,
    targets: sites.map((site) => ({
      gatewaySn: site.gateway.sn,
      deviceSn: null,
      plantId: site.plant.id,
      plan: [{ kind: 'restart', payload: {} }],
    })),
  });
}

const targetStates = async (campaignId: string) =>
  new Map(
    rowsOf<{ gateway_sn: string; state: string }>(
      await t.database.db.execute(
        sql`SELECT gateway_sn, state FROM campaign_targets WHERE campaign_id = ${campaignId}`,
      ),
    ).map((row) => [row.gateway_sn, row.state]),
  );

describe('an upgrade rollout and demand-response events', () => {
  it('holds the upgrade on a plant whose event starts within the hour, releases it once the event is cancelled', async () => {
    const company = await createCompany(t.database);
    const enrolled = await plantWithGateway(company.id);
    const free = await plantWithGateway(company.id);
    await enrolledBattery(t, { gatewayId: enrolled.gateway.id, plantId: enrolled.plant.id });
    const { repository } = drEventsOf(t);
    const now = Date.now();
    const event = await repository.upsert(
      vtnEvent(`hold-${randomUUID()}`, {
        startsAt: new Date(now + 30 * minute),
        endsAt: new Date(now + 90 * minute),
      }),
    );

    const upgrade = await campaignOn('upgrade', company.id, [enrolled, free]);
    const restart = await campaignOn('restart', company.id, [enrolled]);
    await until(
      async () =>
        (await targetStates(upgrade.id)).get(free.gateway.sn) === 'queued' &&
        (await targetStates(restart.id)).get(enrolled.gateway.sn) === 'queued',
      'the free plant and the restart are released',
      15_000,
    );
    // Two more rounds of the 2-second tick: still held.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect((await targetStates(upgrade.id)).get(enrolled.gateway.sn)).toBe('pending');

    await repository.cancel(event.id, 'vtn', null);
    await until(
      async () => (await targetStates(upgrade.id)).get(enrolled.gateway.sn) === 'queued',
      'the held target is released once the event is cancelled',
      15_000,
    );
  }, 60_000);
});
