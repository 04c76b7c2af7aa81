import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaign, TCampaignPreview, TCampaignTarget } from '@sunfleet/contract/campaigns';
import type { TPage } from '@sunfleet/contract/paging';
import { commandTopic, uplinkTopic, type TGatewayCommand } from '@sunfleet/contract/gateway-wire';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createUser } from '@sunfleet/db/testing';
import { sharePlant } from '@sunfleet/db/plant-testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { read, utils } from '@e965/xlsx';
import type { LiveData } from '@sunfleet/ingest/live-data';
import { connectGateway } from '@sunfleet/ingest/testing';
import { bearer, createSecondApp, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';
import { companyWithGatewayIn, startCommandLiveData } from '../commands/live-data.testing.ts';
import { createCampaignTicker } from './ticker.ts';
import { campaignAtRest, startCampaignTicker } from './campaigns.testing.ts';

let t: TestApp;
let liveData: LiveData;
beforeAll(async () => {
  t = await createTestApp();
  liveData = await startCommandLiveData(t);
});
afterAll(async () => {
  await liveData.stop();
  await t.close();
});

/** Gateways that obey: each command is answered succeeded, or failed for the SNs in `failing`. */
async function obedientGateways(gateways: { sn: string; key: string }[], failing = new Set<string>()) {
  const received = new Map<string, string[]>();
  const clients = await Promise.all(
    gateways.map(async (gateway) => {
      const client = await connectGateway(liveData.brokerUrl ?? '', gateway);
      client.on('message', (_topic, payload) => {
        const command = JSON.parse(payload.toString()) as TGatewayCommand;
        const seen = received.get(gateway.sn) ?? [];
        const isRepeat = seen.includes(command.cmdId);
        received.set(gateway.sn, [...seen, command.cmdId]);
        if (isRepeat) return;
        void client.publishAsync(
          uplinkTopic(gateway.sn, 'reply'),
          JSON.stringify({
            msgId: randomUUID(),
            ts: Date.now(),
            cmdId: command.cmdId,
            ...(failing.has(gateway.sn)
              ? { status: 'failed', error: 'flash full' }
              : { status: 'succeeded' }),
          }),
          { qos: 1 },
        );
      });
      await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
      return client;
    }),
  );
  return { received, close: () => Promise.all(clients.map((client) => client.endAsync())) };
}

async function fleet(count: number) {
  const one = await companyWithGatewayIn(t);
  const gateways = [one.gateway];
  for (let index = 1; index < count; index += 1)
    gateways.push(
      await createGateway(t.database, { companyId: one.company.id, plantId: one.plant.id, status: 'normal' }),
    );
  return { ...one, gateways };
}

const post = <T>(url: string, headers: Record<string, string>, payload?: object) =>
  t.app
    .inject({ method: 'POST', url, headers, ...(payload && { payload }) })
    .then((response) => envelopeOf<T>(response));
const get = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((response) => envelopeOf<T>(response));

describe('campaigns', () => {
  it('restarts a filtered fleet in waves until every command succeeded, each gateway once', async () => {
    const one = await fleet(6);
    const devices = await obedientGateways(one.gateways);
    const ticker = startCampaignTicker(t);
    const requestId = `start-${randomUUID()}`;
    const started = await post<TCampaign>(
      '/api/v1/campaigns/restart',
      { ...one.headers, 'x-request-id': requestId },
      { selection: { filter: { plantId: one.plant.id } }, firstWave: { size: 2 }, perMinute: 1000 },
    );
    expect(started).toMatchObject({ code: 0, data: { state: 'running', total: 6, firstWave: 2 } });
    const done = await campaignAtRest(t, started.data.id, one.headers);
    await ticker.stop();
    expect(done).toMatchObject({ state: 'completed', counts: { succeeded: 6 } });
    expect([...devices.received.values()].map((ids) => new Set(ids).size)).toEqual([1, 1, 1, 1, 1, 1]);
    // Every command the tick queued names the request that started the campaign, for the logs.
    const requestIds = await t.database.db.execute(sql`
      SELECT DISTINCT c.request_id FROM commands c
      JOIN campaign_targets t ON c.id = ANY (t.command_ids)
      WHERE t.campaign_id = ${started.data.id}`);
    expect(rowsOf(requestIds)).toEqual([{ request_id: requestId }]);
    const targets = await get<TPage<TCampaignTarget>>(
      `/api/v1/campaigns/${started.data.id}/targets?size=2`,
      one.headers,
    );
    expect(targets.data).toMatchObject({
      total: 6,
      infos: [{ wave: 1, state: 'succeeded', attempts: 1 }, { wave: 1 }],
    });
    const listed = await get<TPage<TCampaign>>('/api/v1/campaigns?kind=restart', one.headers);
    expect(listed.data.infos.map((campaign) => campaign.id)).toContain(started.data.id);
    await devices.close();
  });

  it('halts when failures exceed the rule; retry the failed starts a new campaign of them', async () => {
    const one = await fleet(8);
    const failing = new Set(one.gateways.slice(0, 3).map((gateway) => gateway.sn));
    const devices = await obedientGateways(one.gateways, failing);
    const ticker = startCampaignTicker(t);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { sns: one.gateways.map((gateway) => gateway.sn) },
      firstWave: { size: 4 },
      halt: { failurePercent: 25, minExecuted: 4 },
    });
    const halted = await campaignAtRest(t, started.data.id, one.headers);
    expect(halted).toMatchObject({ state: 'halted', counts: { failed: 3, succeeded: 1, pending: 4 } });
    expect(halted.reason).toContain('3 of 4 failed');
    const failedTargets = await get<TPage<TCampaignTarget>>(
      `/api/v1/campaigns/${started.data.id}/targets?state=failed`,
      one.headers,
    );
    expect(failedTargets.data.infos.map((target) => target.error)).toEqual([
      'flash full',
      'flash full',
      'flash full',
    ]);

    const retry = await post<TCampaign>(`/api/v1/campaigns/${started.data.id}/retry`, one.headers);
    expect(retry.data).toMatchObject({ retryOf: started.data.id, total: 3, kind: 'restart' });
    failing.clear();
    const retried = await campaignAtRest(t, retry.data.id, one.headers);
    expect(retried).toMatchObject({ state: 'completed', counts: { succeeded: 3 } });
    const retriedTargets = await get<TPage<TCampaignTarget>>(
      `/api/v1/campaigns/${retry.data.id}/targets`,
      one.headers,
    );
    expect(retriedTargets.data.infos.every((target) => target.attempts === 2)).toBe(true);

    // Resuming the halted one releases the rest.
    expect(
      (await post<TCampaign>(`/api/v1/campaigns/${started.data.id}/resume`, one.headers)).data.state,
    ).toBe('running');
    expect(await campaignAtRest(t, started.data.id, one.headers)).toMatchObject({
      state: 'completed',
      counts: { succeeded: 5, failed: 3 },
    });
    await ticker.stop();
    await devices.close();
  });

  it('pauses, refuses a second pause (320), resumes and cancels', async () => {
    const one = await fleet(3);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { sns: one.gateways.map((gateway) => gateway.sn) },
    });
    expect(
      (await post<TCampaign>(`/api/v1/campaigns/${started.data.id}/pause`, one.headers)).data.state,
    ).toBe('paused');
    expect((await post(`/api/v1/campaigns/${started.data.id}/pause`, one.headers)).code).toBe(320);
    expect(
      (await post<TCampaign>(`/api/v1/campaigns/${started.data.id}/resume`, one.headers)).data.state,
    ).toBe('running');
    const cancelled = await post<TCampaign>(`/api/v1/campaigns/${started.data.id}/cancel`, one.headers);
    expect(cancelled.data).toMatchObject({ state: 'cancelled', counts: { cancelled: 3 } });
    expect((await post(`/api/v1/campaigns/${started.data.id}/resume`, one.headers)).code).toBe(320);
    const detail = await get<TCampaign & { events: { state: string }[] }>(
      `/api/v1/campaigns/${started.data.id}`,
      one.headers,
    );
    expect(detail.data.events.map((event) => event.state)).toEqual(
      expect.arrayContaining(['running', 'paused', 'cancelled']),
    );
  });

  it('answers a batch restart per device: the locked one refused with the reason, the others go', async () => {
    const one = await fleet(2);
    await t.database.db.execute(sql`UPDATE gateways SET locked = true WHERE sn = ${one.gateways[0]!.sn}`);
    const admission = await post<{ campaignId: string; devices: { sn: string; code: number }[] }>(
      '/api/v1/gateways/batch/restart',
      one.headers,
      { sns: one.gateways.map((gateway) => gateway.sn) },
    );
    expect(admission.data.devices.map((device) => device.code)).toEqual([306, 0]);
    const campaign = await get<TCampaign>(`/api/v1/campaigns/${admission.data.campaignId}`, one.headers);
    expect(campaign.data.counts).toMatchObject({ skipped: 1, pending: 1 });
    await post(`/api/v1/campaigns/${admission.data.campaignId}/cancel`, one.headers);
  });

  it("keeps campaigns to their company, and steering to the kind's permission", async () => {
    const one = await fleet(1);
    const other = await fleet(1);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { sns: [one.gateway.sn] },
    });
    expect((await get(`/api/v1/campaigns/${started.data.id}`, other.headers)).code).toBe(3);
    expect((await post(`/api/v1/campaigns/${started.data.id}/cancel`, other.headers)).code).toBe(3);
    // Another company's gateway cannot be a target: 305, nothing created.
    expect(
      (await post('/api/v1/campaigns/restart', one.headers, { selection: { sns: [other.gateway.sn] } })).code,
    ).toBe(305);
    // A filter matching nothing the caller may act on: code 4.
    expect(
      (
        await post('/api/v1/campaigns/restart', one.headers, {
          selection: { filter: { plantId: other.plant.id } },
        })
      ).code,
    ).toBe(4);
    const viewer = await createUser(t.database, { kind: 'company', companyId: one.company.id });
    const viewerHeaders = bearer((await signIn(t.app, viewer.account, viewer.password)).access_token);
    expect((await post(`/api/v1/campaigns/${started.data.id}/cancel`, viewerHeaders)).code).toBe(2);
    await post(`/api/v1/campaigns/${started.data.id}/cancel`, one.headers);
  });

  it('starts nothing for a caller who may only view the gateways (docs/device-abilities.md)', async () => {
    const one = await fleet(2);
    const readOnly = await createUser(t.database, {
      kind: 'company',
      companyId: one.company.id,
      isCompanyAdmin: true,
      readOnly: true,
    });
    const headers = bearer((await signIn(t.app, readOnly.account, readOnly.password)).access_token);
    const sns = one.gateways.map((gateway) => gateway.sn);
    const countCampaigns = async () =>
      (await get<{ total: number }>('/api/v1/campaigns', one.headers)).data.total;
    const before = await countCampaigns();
    expect((await post('/api/v1/campaigns/restart', headers, { selection: { sns } })).code).toBe(2);
    expect((await post('/api/v1/gateways/batch/restart', headers, { sns })).code).toBe(2);
    expect(await countCampaigns()).toBe(before);
  });

  it('writes a settings page to many inverters, skipping the one it does not fit', async () => {
    const one = await fleet(2);
    const hybrids = await Promise.all(
      one.gateways.map((gateway) =>
        createDevice(t.database, {
          gatewayId: gateway.id,
          plantId: one.plant.id,
          kind: 'inverterSinglePhaseHybrid',
          dictionaryId: 'deye_hybrid',
        }),
      ),
    );
    const started = await post<TCampaign>('/api/v1/campaigns/settings', one.headers, {
      selection: { sns: [...hybrids.map((device) => device.sn), one.device.sn] },
      settings: { page: 'workMode', values: { maxSellPower: 1500 } },
    });
    expect(started).toMatchObject({
      code: 0,
      data: { kind: 'settings', total: 3, counts: { pending: 2, skipped: 1 } },
    });
    const targets = await get<TPage<TCampaignTarget>>(
      `/api/v1/campaigns/${started.data.id}/targets?state=skipped`,
      one.headers,
    );
    expect(targets.data.infos[0]).toMatchObject({ deviceSn: one.device.sn });
    expect(targets.data.infos[0]?.error).toBeTruthy();
    // Every device refused: code 4, nothing created.
    expect(
      (
        await post('/api/v1/campaigns/settings', one.headers, {
          selection: { sns: [one.device.sn] },
          settings: { page: 'workMode', values: { maxSellPower: 1500 } },
        })
      ).code,
    ).toBe(4);
    await post(`/api/v1/campaigns/${started.data.id}/cancel`, one.headers);
  });

  it('streams progress as server-sent events', async () => {
    const one = await fleet(1);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { sns: [one.gateway.sn] },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${address.port}/api/v1/campaigns/${started.data.id}/stream`,
      {
        headers: one.headers,
        signal: controller.signal,
      },
    );
    const reader = response.body!.getReader();
    const events: TCampaign[] = [];
    let buffer = '';
    const readUntil = async (done: (campaign: TCampaign) => boolean) => {
      for (;;) {
        const chunk = await reader.read();
        buffer += new TextDecoder().decode(chunk.value as Uint8Array | undefined);
        for (const block of buffer.split('\n\n').slice(0, -1))
          if (block.startsWith('event: campaign'))
            events.push(JSON.parse(block.split('data: ')[1]!) as TCampaign);
        buffer = buffer.split('\n\n').at(-1) ?? '';
        if (events.some(done)) return;
      }
    };
    await readUntil((campaign) => campaign.state === 'running');
    await post(`/api/v1/campaigns/${started.data.id}/cancel`, one.headers);
    await readUntil((campaign) => campaign.state === 'cancelled');
    controller.abort();
    // A tick may push progress more than once while it runs: the states, in order, are what count.
    const states = events.map((campaign) => campaign.state);
    expect(states.filter((state, index) => state !== states[index - 1])).toEqual(['running', 'cancelled']);
  });
});

describe('targeting by filter, windows and history', () => {
  it('previews and starts a filter with the caller’s abilities: a visitor’s gateway is left out', async () => {
    const owner = await createUser(t.database, { kind: 'customer' });
    const stranger = await createUser(t.database, { kind: 'customer' });
    const firmware = `V${randomUUID().slice(0, 6)}`;
    const own = await createPlant(t.database, { ownerUserId: owner.id, name: 'Own roof' });
    const shared = await createPlant(t.database, { ownerUserId: stranger.id });
    await sharePlant(t.database, shared.id, owner.id, 'visitor');
    const mine = await createGateway(t.database, {
      plantId: own.id,
      softwareVersion: firmware,
      model: 'GW-1',
    });
    await createGateway(t.database, { plantId: shared.id, softwareVersion: firmware, model: 'GW-1' });
    await createGateway(t.database, { plantId: own.id, softwareVersion: 'V0', model: 'GW-1' });
    const headers = bearer((await signIn(t.app, owner.account, owner.password)).access_token);
    const selection = { filter: { firmwareVersion: firmware, model: 'GW-1' } };

    const preview = await post<TCampaignPreview>('/api/v1/campaigns/preview', headers, {
      kind: 'restart',
      family: 'gateway',
      selection,
    });
    expect(preview).toMatchObject({ code: 0, data: { total: 1, withoutAbility: 1 } });
    expect(preview.data.infos).toEqual([
      expect.objectContaining({
        sn: mine.sn,
        plantName: 'Own roof',
        firmwareVersion: firmware,
        timeZone: 'UTC',
      }),
    ]);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', headers, { selection });
    expect(started.data).toMatchObject({ total: 1, counts: { pending: 1 }, window: null });
    await post(`/api/v1/campaigns/${started.data.id}/cancel`, headers);

    // The kind's permission: an end user may not write settings; inverters report no hardware.
    const settingsPreview = { kind: 'settings', family: 'inverter', selection };
    expect((await post('/api/v1/campaigns/preview', headers, settingsPreview)).code).toBe(2);
    const one = await fleet(1);
    const hardware = await post('/api/v1/campaigns/preview', one.headers, {
      ...settingsPreview,
      selection: { filter: { hardwareVersion: 'H1' } },
    });
    expect(hardware).toMatchObject({ code: 4, data: { field: 'selection.filter.hardwareVersion' } });
  });

  it('targets a customer’s plants, keeps the window, and exports each target’s history', async () => {
    const one = await fleet(1);
    const customer = await createUser(t.database, { kind: 'customer', companyId: one.company.id });
    const built = await createPlant(t.database, { companyId: one.company.id, customerId: customer.id });
    const theirs = await createGateway(t.database, {
      companyId: one.company.id,
      plantId: built.id,
      status: 'normal',
    });
    const devices = await obedientGateways([theirs]);
    const ticker = startCampaignTicker(t);
    // A window open now on the plant's clock (UTC), an hour either side.
    const clock = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(11, 16);
    const window = { start: clock(-1), end: clock(1) };
    const preview = await post<TCampaignPreview>('/api/v1/campaigns/preview', one.headers, {
      kind: 'restart',
      family: 'gateway',
      selection: { filter: { customerId: customer.id } },
    });
    expect(preview.data.infos.map((row) => row.sn)).toEqual([theirs.sn]);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { filter: { customerId: customer.id } },
      window,
    });
    expect(started.data).toMatchObject({ total: 1, window });
    expect(await campaignAtRest(t, started.data.id, one.headers)).toMatchObject({ state: 'completed' });
    await ticker.stop();
    await devices.close();

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${started.data.id}/history?format=csv`,
      headers: one.headers,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="campaign-restart-.*\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Position,Device SN,Gateway SN,Wave,Attempts,State,At (UTC),Detail');
    // Whether the tick saw it `running` between the two depends on timing.
    const states = lines.slice(1).map((line) => line.split(',')[5]);
    // In words in the reader's language, not the audit's values (issue 25).
    expect([states[0], states[1], states.at(-1)]).toEqual(['Pending', 'Queued', 'Succeeded']);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${started.data.id}/history?format=xlsx`,
      headers: one.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const sheet = read(xlsx.rawPayload).Sheets['Target history']!;
    const rows = utils.sheet_to_json<Record<string, string | number>>(sheet);
    expect(rows.map((row) => row.State)).toEqual(states);
    expect(new Set(rows.map((row) => row['Device SN']))).toEqual(new Set([theirs.sn]));
    // Another company sees no such campaign.
    const other = await fleet(1);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${started.data.id}/history`,
      headers: other.headers,
    });
    expect(envelopeOf(refused).code).toBe(3);
  });
});

describe('a restart in the middle of a campaign', () => {
  it('a new app instance on the same database continues without executing anything twice', async () => {
    const one = await fleet(6);
    const devices = await obedientGateways(one.gateways);
    // First instance: the campaign starts, its first wave runs, then the instance stops.
    const first = startCampaignTicker(t);
    const started = await post<TCampaign>('/api/v1/campaigns/restart', one.headers, {
      selection: { sns: one.gateways.map((gateway) => gateway.sn) },
      firstWave: { size: 2 },
    });
    for (let waited = 0; waited < 200; waited += 1) {
      const campaign = await get<TCampaign>(`/api/v1/campaigns/${started.data.id}`, one.headers);
      if (campaign.data.counts.succeeded >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.stop();
    // Second instance: its own app and tick on the same database and channel.
    const second = await createSecondApp(t);
    const ticker = createCampaignTicker(t.database.db, t.channel, second.log);
    ticker.start();
    const done = await campaignAtRest(t, started.data.id, one.headers);
    await ticker.stop();
    await second.close();
    expect(done).toMatchObject({ state: 'completed', counts: { succeeded: 6 } });
    const [count] = (
      (await t.database.db.execute(sql`
        SELECT count(*)::int AS n, count(DISTINCT gateway_sn)::int AS gateways FROM commands
        WHERE gateway_sn IN (SELECT value FROM json_array_elements_text(${JSON.stringify(one.gateways.map((gateway) => gateway.sn))}::json))`)) as {
        rows: { n: number; gateways: number }[];
      }
    ).rows;
    expect(count).toEqual({ n: 6, gateways: 6 });
    expect([...devices.received.values()].every((ids) => new Set(ids).size === 1)).toBe(true);
    await devices.close();
  });
});
