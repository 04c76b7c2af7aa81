import { sharePlant } from '@sunfleet/db/plant-testing';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '@sunfleet/contract/paging';
import type { TEvent } from '@sunfleet/contract/events';
import type { TLatestValues } from '@sunfleet/contract/telemetry';
import { createCompany, createUser } from '@sunfleet/db/testing';
import { createDevice, createGateway, createPlant } from '@sunfleet/db/telemetry-testing';
import { LiveData } from '@sunfleet/ingest/live-data';
import { connectGateway, deyeFaultWords, framesTopic, hybridUpload } from '@sunfleet/ingest/testing';
import { deyeHybrid } from '@sunfleet/protocols/dictionaries/deye-hybrid';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const t0 = Date.UTC(2026, 3, 2, 11, 0);

let t: TestApp;
let liveData: LiveData;
beforeAll(async () => {
  t = await createTestApp();
  liveData = new LiveData(
    {
      mqtt: { kind: 'embedded', port: 0, host: '127.0.0.1' },
      clientId: `ingest-${randomUUID()}`,
      shareGroup: undefined,
      offlineAfterMs: 600_000,
      rawFrameRetentionMs: 7 * 86_400_000,
      logRetentionMs: 30 * 86_400_000,
    },
    t.database.db,
    quiet,
  );
  // As in main.ts: the ingest announces stored readings on the channel the streams listen to.
  liveData.on('latest', ({ deviceId, readAt }) => t.channel.publish('latest', { deviceId, readAt }));
  await liveData.start();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await liveData.stop();
  await t.close();
});

async function installerWithDevice() {
  const company = await createCompany(t.database);
  const installer = await createUser(t.database, {
    kind: 'company',
    companyId: company.id,
    isCompanyAdmin: true,
  });
  const plant = await createPlant(t.database, { companyId: company.id });
  const gateway = await createGateway(t.database, { companyId: company.id, plantId: plant.id });
  const device = await createDevice(t.database, {
    gatewayId: gateway.id,
    plantId: plant.id,
    kind: deyeHybrid.kind,
    dictionaryId: deyeHybrid.id,
  });
  const headers = bearer((await signIn(t.app, installer.account, installer.password)).access_token);
  return { company, plant, gateway, device, headers };
}

async function publish(gateway: { sn: string; key: string }, deviceSn: string, ts: number, alarms: number[]) {
  const client = await connectGateway(liveData.brokerUrl ?? '', gateway);
  const upload = hybridUpload(deviceSn, [{ ts, values: { pv1Power: 1200, alarms } }]);
  await client.publishAsync(framesTopic(gateway.sn), JSON.stringify(upload), { qos: 1 });
  await client.endAsync();
}

/** Reads server-sent events until `count` `latest` events arrived. */
async function readLatestEvents(body: ReadableStream<Uint8Array>, count: number): Promise<TLatestValues[]> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const received: TLatestValues[] = [];
  while (received.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const messages = buffered.split('\n\n');
    buffered = messages.pop() ?? '';
    for (const message of messages) {
      const data = /^event: latest\ndata: (.*)$/m.exec(message)?.[1];
      if (data) received.push(JSON.parse(data) as TLatestValues);
    }
  }
  await reader.cancel();
  return received;
}

describe('telemetry routes', () => {
  it("shows a shared plant's device to the customer it is shared with, not to other customers", async () => {
    const { company, plant, gateway, device } = await installerWithDevice();
    const visitor = await createUser(t.database, { kind: 'customer', companyId: company.id });
    const stranger = await createUser(t.database, { kind: 'customer', companyId: company.id });
    await sharePlant(t.database, plant.id, visitor.id, 'visitor');
    await publish(gateway, device.sn, t0 + 60_000, [0, 0, 0, 0, 0, 0]);
    const asVisitor = bearer((await signIn(t.app, visitor.account, visitor.password)).access_token);
    const asStranger = bearer((await signIn(t.app, stranger.account, stranger.password)).access_token);

    await expect
      .poll(
        async () =>
          envelopeOf(await t.app.inject({ url: `/api/v1/telemetry/${device.sn}/latest`, headers: asVisitor }))
            .code,
        { timeout: 10_000 },
      )
      .toBe(0);
    const hidden = await t.app.inject({ url: `/api/v1/telemetry/${device.sn}/latest`, headers: asStranger });
    expect(envelopeOf(hidden).code).toBe(3);
  });

  it("lists a device's events and latest values to its installer, and hides them from another company", async () => {
    const { gateway, device, headers } = await installerWithDevice();
    const outsider = await installerWithDevice();
    await publish(gateway, device.sn, t0, deyeFaultWords(64));
    const until = Date.now() + 10_000;
    let page: TPage<TEvent> = { infos: [], total: 0 };
    while (page.total === 0 && Date.now() < until) {
      page = envelopeOf<TPage<TEvent>>(
        await t.app.inject({ url: `/api/v1/event/${device.sn}`, headers }),
      ).data;
    }
    expect(page.infos[0]).toMatchObject({ sn: device.sn, code: 'F64', level: 'fault', closedAt: null });

    const all = envelopeOf<TPage<TEvent>>(
      await t.app.inject({ url: '/api/v1/events?state=open', headers }),
    ).data;
    expect(all.infos.map((event) => event.sn)).toEqual([device.sn]);
    const latest = envelopeOf<TLatestValues>(
      await t.app.inject({ url: `/api/v1/telemetry/${device.sn}/latest`, headers }),
    );
    expect(latest.data.values.pv1Power).toEqual({ value: 1200, unit: 'W' });
    // Units and status labels come from the device's dictionary, labels in the reply language.
    expect(latest.data.values.runningStatus).toMatchObject({ value: 0, label: 'Stand-by' });
    const inChinese = envelopeOf<TLatestValues>(
      await t.app.inject({ url: `/api/v1/telemetry/${device.sn}/latest?lan=zh`, headers }),
    );
    expect(inChinese.data.values.runningStatus).toMatchObject({ value: 0, label: '待机' });

    const foreign = await t.app.inject({ url: `/api/v1/event/${device.sn}`, headers: outsider.headers });
    expect(envelopeOf(foreign).code).toBe(3);
    const theirs = envelopeOf<TPage<TEvent>>(
      await t.app.inject({ url: '/api/v1/events', headers: outsider.headers }),
    );
    expect(theirs.data.total).toBe(0);
    const hidden = await t.app.inject({
      url: `/api/v1/telemetry/${device.sn}/latest`,
      headers: outsider.headers,
    });
    expect(envelopeOf(hidden).code).toBe(3);
  });

  it('pushes the latest values of a device as server-sent events', async () => {
    const { gateway, device, headers } = await installerWithDevice();
    await publish(gateway, device.sn, t0, deyeFaultWords());
    const latestUrl = `/api/v1/telemetry/${device.sn}/latest`;
    while (envelopeOf(await t.app.inject({ url: latestUrl, headers })).data === null);
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/telemetry/${device.sn}/stream`, {
      headers,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readLatestEvents(response.body!, 2);
    await publish(gateway, device.sn, t0 + 60_000, deyeFaultWords());
    const [first, second] = await events;
    expect(first?.readAt).toBe(new Date(t0).toISOString());
    expect(second?.readAt).toBe(new Date(t0 + 60_000).toISOString());
  });
});
