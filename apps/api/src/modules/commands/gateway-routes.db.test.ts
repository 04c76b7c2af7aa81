import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCommand,
  TGatewayCheckResult,
  TGatewayCommandResult,
  TGatewayDebugReply,
} from '@sunfleet/contract/commands';
import {
  commandTopic,
  uplinkTopic,
  type TCommandReply,
  type TGatewayCommand,
} from '@sunfleet/contract/gateway-wire';
import { eq, rowsOf, sql } from '@sunfleet/db/query';
import { devices } from '@sunfleet/db/telemetry-schema';
import { createRole, createUser } from '@sunfleet/db/testing';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import type { LiveData } from '@sunfleet/ingest/live-data';
import { connectGateway } from '@sunfleet/ingest/testing';
import { bytesToHex, hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame } from '@sunfleet/modbus/frame';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import { campaignAtRest, startCampaignTicker } from '../campaigns/campaigns.testing.ts';
import { companyWithGatewayIn, startCommandLiveData } from './live-data.testing.ts';
import { bearer, createTestApp, envelopeOf, signIn, type TestApp } from '../../testing.ts';

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

const companyWithGateway = (status: 'normal' | 'offline' = 'normal') => companyWithGatewayIn(t, status);

/** A stand-in gateway: a locked flag, a register image for debug reads, records what it got. */
async function standInGateway(gateway: { sn: string; key: string }) {
  const client = await connectGateway(liveData.brokerUrl ?? '', gateway);
  const received: TGatewayCommand[] = [];
  let isLocked = false;
  const reply = (cmdId: string, body: Omit<TCommandReply, 'msgId' | 'ts' | 'cmdId'>) =>
    void client.publishAsync(
      uplinkTopic(gateway.sn, 'reply'),
      JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId, ...body }),
      { qos: 1 },
    );
  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as TGatewayCommand;
    received.push(command);
    if (isLocked && command.type !== 'unlock')
      return reply(command.cmdId, { status: 'rejected', error: 'The gateway is locked' });
    if (command.type === 'lock' || command.type === 'unlock') isLocked = command.type === 'lock';
    if (command.type === 'modbusDebug') {
      // Registers 0..1 hold 0x1234 0x5678; a single write is echoed, as a slave does.
      const { message } = decodeFrame(hexToBytes(command.frame), 'rtu', 'request');
      const answer = encodeFrame({
        framing: 'rtu',
        unitId: 1,
        message:
          message.kind === 'writeSingle'
            ? message
            : { kind: 'readReply', functionCode: 3, values: [0x1234, 0x5678] },
      });
      return reply(command.cmdId, { status: 'succeeded', frame: bytesToHex(answer, '') });
    }
    reply(command.cmdId, { status: 'succeeded' });
  });
  await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
  return { client, received };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

async function finalState(id: string, headers: Record<string, string>): Promise<TCommand> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/command/${id}`, headers });
    const command = envelopeOf<TCommand>(response).data;
    if (['succeeded', 'failed', 'timedOut', 'cancelled'].includes(command.state) || Date.now() > deadline)
      return command;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('gateway commands', () => {
  it('restarts one gateway, several (comma-separated) and a batch, answering per gateway', async () => {
    const one = await companyWithGateway();
    const second = await createGateway(t.database, { companyId: one.company.id, status: 'normal' });
    const gateways = [await standInGateway(one.gateway), await standInGateway(second)];
    /** Restarts and waits for each to succeed (a restart still queued would be coalesced). */
    const restart = async (url: string, payload?: object) => {
      const results = envelopeOf<TGatewayCommandResult[]>(await post(url, one.headers, payload)).data;
      for (const result of results)
        expect((await finalState(result.command!.id, one.headers)).state).toBe('succeeded');
      return results;
    };
    expect(await restart(`/api/v1/gateway/${one.gateway.sn}/restart`)).toMatchObject([
      {
        sn: one.gateway.sn,
        code: 0,
        message: 'success',
        command: { kind: 'restart', gatewaySn: one.gateway.sn },
      },
    ]);
    const both = await restart(`/api/v1/gateway/${one.gateway.sn},${second.sn}/restart`);
    expect(both.map((result) => result.command?.gatewaySn)).toEqual([one.gateway.sn, second.sn]);
    // The batch is a campaign (docs/adr/0040), advanced by a tick as a listening server runs it.
    const ticker = startCampaignTicker(t);
    const batch = envelopeOf<TBatchAdmission>(
      await post('/api/v1/gateways/batch/restart', one.headers, { sns: [one.gateway.sn, second.sn] }),
    ).data;
    expect(batch.devices.map((device) => device.code)).toEqual([0, 0]);
    const campaign = await campaignAtRest(t, batch.campaignId!, one.headers);
    await ticker.stop();
    expect(campaign).toMatchObject({ state: 'completed', counts: { succeeded: 2 } });
    expect(gateways[0]!.received.filter((command) => command.type === 'restart')).toHaveLength(3);
    for (const { client } of gateways) await client.endAsync();
  });

  it('checks a batch: 0, 305 and 306 per SN', async () => {
    const one = await companyWithGateway();
    const other = await companyWithGateway();
    await t.database.db.execute(sql`UPDATE gateways SET locked = true WHERE sn = ${one.gateway.sn}`);
    const second = await createGateway(t.database, { companyId: one.company.id });
    const response = await post('/api/v1/gateways/batch/check', one.headers, {
      sns: [one.gateway.sn, second.sn, other.gateway.sn, 'NOPE'],
    });
    expect(envelopeOf<TGatewayCheckResult[]>(response).data).toMatchObject([
      { sn: one.gateway.sn, code: 306, locked: true, online: true },
      { sn: second.sn, code: 0, locked: false, online: false },
      { sn: other.gateway.sn, code: 305 },
      { sn: 'NOPE', code: 305, message: 'Gateway does not exist' },
    ]);
  });

  it('locks a gateway, which then refuses commands with a clear message, and unlocks it', async () => {
    const one = await companyWithGateway();
    const { client } = await standInGateway(one.gateway);
    const lock = envelopeOf<TCommand>(await post(`/api/v1/gateway/${one.gateway.sn}/lock`, one.headers)).data;
    expect((await finalState(lock.id, one.headers)).state).toBe('succeeded');
    const restartRefused = envelopeOf(await post(`/api/v1/gateway/${one.gateway.sn}/restart`, one.headers));
    expect(restartRefused).toMatchObject({
      code: 0,
      data: [
        { code: 306, message: 'The gateway is locked: unlock it before sending it commands.', command: null },
      ],
    });
    const switched = envelopeOf(
      await post(`/api/v1/gateway/${one.gateway.sn}/settings/switch`, one.headers, { on: true }),
    );
    expect(switched).toMatchObject({
      code: 306,
      msg: 'The gateway is locked: unlock it before sending it commands.',
    });
    const unlock = envelopeOf<TCommand>(
      await post(`/api/v1/gateway/${one.gateway.sn}/unlock`, one.headers),
    ).data;
    expect((await finalState(unlock.id, one.headers)).state).toBe('succeeded');
    const restart = envelopeOf<TGatewayCommandResult[]>(
      await post(`/api/v1/gateway/${one.gateway.sn}/restart`, one.headers),
    );
    expect(restart).toMatchObject({ code: 0, data: [{ code: 0 }] });
    // Unlocked, the gateway runs it (and the stand-in is not ended while it still answers).
    expect((await finalState(restart.data[0]!.command!.id, one.headers)).state).toBe('succeeded');
    await client.endAsync();
  });

  it('switches the digital output and changes a device protocol, refusing a wrong one', async () => {
    const one = await companyWithGateway();
    const { client, received } = await standInGateway(one.gateway);
    const output = envelopeOf<TCommand>(
      await post(`/api/v1/gateway/${one.gateway.sn}/settings/switch`, one.headers, { on: false }),
    ).data;
    expect(output).toMatchObject({ kind: 'setDigitalOutput', payload: { output: 1, on: false } });
    expect((await finalState(output.id, one.headers)).state).toBe('succeeded');

    const wrongKind = await post('/api/v1/gateway/updateGatewayProtocol', one.headers, {
      sn: one.gateway.sn,
      deviceSn: one.device.sn,
      dictionaryId: 'deye_hybrid',
    });
    expect(envelopeOf(wrongKind)).toMatchObject({ code: 4, data: { field: 'dictionaryId' } });
    const notBehind = await post('/api/v1/gateway/updateGatewayProtocol', one.headers, {
      sn: one.gateway.sn,
      deviceSn: 'SOMEONE-ELSES',
      dictionaryId: 'deye_string',
    });
    expect(envelopeOf(notBehind)).toMatchObject({ code: 4, data: { field: 'deviceSn' } });
    // The Sofar inverter polled with a Deye map reads other registers: a warning to confirm first.
    const misfit = await post('/api/v1/gateway/updateGatewayProtocol', one.headers, {
      sn: one.gateway.sn,
      deviceSn: one.device.sn,
      dictionaryId: 'deye_string',
    });
    const refused = envelopeOf<{ field: string; message: string }>(misfit);
    expect([refused.code, refused.data.field]).toEqual([4, 'confirm']);
    expect(refused.data.message).toContain('a Deye protocol for a Sofar device');
    const change = envelopeOf<TCommand>(
      await post('/api/v1/gateway/updateGatewayProtocol', one.headers, {
        sn: one.gateway.sn,
        deviceSn: one.device.sn,
        dictionaryId: 'deye_string',
        confirm: true,
      }),
    ).data;
    expect((await finalState(change.id, one.headers)).state).toBe('succeeded');
    const [device] = await t.database.db
      .select({ dictionaryId: devices.dictionaryId })
      .from(devices)
      .where(eq(devices.sn, one.device.sn));
    expect(device?.dictionaryId).toBe('deye_string');
    // Its counters start a new baseline, and the change is kept for rebuilds from raw frames.
    const changes = await t.database.db.execute(
      sql`SELECT c.from_dictionary_id AS "from", c.to_dictionary_id AS "to" FROM device_dictionary_changes c
        JOIN devices d ON d.id = c.device_id WHERE d.sn = ${one.device.sn}`,
    );
    expect(rowsOf(changes)).toEqual([{ from: 'sofar_lsw3', to: 'deye_string' }]);
    expect(received.map((command) => command.type)).toEqual(['setDigitalOutput', 'setProtocol']);
    await client.endAsync();
  });

  it('runs a remote debug read and decodes the reply; a broken frame is refused', async () => {
    const one = await companyWithGateway();
    const { client } = await standInGateway(one.gateway);
    const broken = await post(`/api/v1/gateway/${one.gateway.sn}/debug`, one.headers, {
      deviceSn: one.device.sn,
      code: '01 03 00 00 00 02 00 00',
    });
    expect(envelopeOf(broken)).toMatchObject({ code: 4, data: { field: 'code' } });
    const notHex = await post(`/api/v1/gateway/${one.gateway.sn}/debug`, one.headers, {
      deviceSn: one.device.sn,
      code: 'hello',
    });
    expect(envelopeOf(notHex)).toMatchObject({ code: 4 });
    const request = encodeFrame({
      framing: 'rtu',
      unitId: 1,
      message: { kind: 'readRequest', functionCode: 3, start: 0, count: 2 },
    });
    const debug = envelopeOf<TCommand>(
      await post(`/api/v1/gateway/${one.gateway.sn}/debug`, one.headers, {
        deviceSn: one.device.sn,
        code: bytesToHex(request, ' '),
      }),
    ).data;
    expect(debug).toMatchObject({ kind: 'modbusDebug', deviceSn: one.device.sn });
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/v1/gate/${one.gateway.sn}/debug/reply?id=${debug.id}&wait=5000`,
      headers: one.headers,
    });
    expect(envelopeOf<TGatewayDebugReply>(reply).data).toMatchObject({
      command: { state: 'succeeded' },
      decoded: { unitId: 1, message: { kind: 'readReply', functionCode: 3, values: [0x1234, 0x5678] } },
      decodeError: null,
    });
    await client.endAsync();
  });

  it('writes a register by remote debug only as a confirmed write, audited on the command channel', async () => {
    const one = await companyWithGateway();
    const { client, received } = await standInGateway(one.gateway);
    const frame = (message: Parameters<typeof encodeFrame>[0]['message']) =>
      bytesToHex(encodeFrame({ framing: 'rtu', unitId: 1, message }), ' ');
    const write = frame({ kind: 'writeSingle', address: 0x10, value: 500 });
    const read = frame({ kind: 'readRequest', functionCode: 3, start: 0, count: 2 });
    const writeUrl = `/api/v1/gateway/${one.gateway.sn}/debug/write`;

    // A write is no read, a read no write, and a write unconfirmed is not sent: nothing queued.
    const refusals = [
      [`/api/v1/gateway/${one.gateway.sn}/debug`, { code: write }, 'A write (06, 16) is sent as a write'],
      [writeUrl, { code: read, confirm: true }, 'Only a write (06, 16) is sent here'],
      [writeUrl, { code: write }, "Confirm the write: it changes the device's registers"],
      [writeUrl, { code: write, confirm: false }, "Confirm the write: it changes the device's registers"],
    ] as const;
    for (const [url, body, message] of refusals) {
      const refused = envelopeOf(await post(url, one.headers, { deviceSn: one.device.sn, ...body }));
      expect(refused, url).toMatchObject({ code: 4 });
      expect(refused.msg).toContain(message);
    }
    const spanish = envelopeOf(
      await post(`${writeUrl}?lan=es`, one.headers, { deviceSn: one.device.sn, code: write }),
    );
    expect(spanish.msg).toContain('Confirme la escritura');

    const sent = envelopeOf<TCommand>(
      await post(writeUrl, one.headers, { deviceSn: one.device.sn, code: write, confirm: true }),
    ).data;
    expect(sent).toMatchObject({ kind: 'modbusDebug', payload: { write: true } });
    const reply = envelopeOf<TGatewayDebugReply>(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/gate/${one.gateway.sn}/debug/reply?id=${sent.id}&wait=5000`,
        headers: one.headers,
      }),
    ).data;
    expect(reply.decoded).toMatchObject({ message: { kind: 'writeSingle', address: 0x10, value: 500 } });
    expect(received.filter((command) => command.type === 'modbusDebug')).toHaveLength(1);
    // Its audit rows: who asked, and each state it went through.
    const audited = envelopeOf<TCommand & { events: { state: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/v1/command/${sent.id}`, headers: one.headers }),
    ).data;
    expect(audited.requestedBy).not.toBeNull();
    expect(audited.events.map((event) => event.state)).toContain('succeeded');
    await client.endAsync();
  });

  it('queues a command for an offline gateway, to be sent when it is back', async () => {
    const one = await companyWithGateway('offline');
    const [result] = envelopeOf<TGatewayCommandResult[]>(
      await post(`/api/v1/gateway/${one.gateway.sn}/restart`, one.headers),
    ).data;
    const queued = result?.command;
    expect(queued).toMatchObject({ state: 'queued' });
    expect(Date.parse(queued!.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('refuses every gateway command for another company’s gateway (305) and queues nothing', async () => {
    const one = await companyWithGateway();
    const other = await companyWithGateway();
    const sn = other.gateway.sn;
    const debug = await post(`/api/v1/gateway/${sn}/debug`, other.headers, {
      deviceSn: other.device.sn,
      code: '010300000002C40B',
    });
    const debugId = envelopeOf<TCommand>(debug).data.id;
    const calls: [string, string, object | undefined][] = [
      ['POST', `/api/v1/gateway/${sn}/restart`, undefined],
      ['POST', `/api/v1/gateway/${one.gateway.sn},${sn}/restart`, undefined],
      ['POST', '/api/v1/gateways/batch/restart', { sns: [one.gateway.sn, sn] }],
      ['POST', `/api/v1/gateway/${sn}/lock`, undefined],
      ['POST', `/api/v1/gateway/${sn}/unlock`, undefined],
      ['POST', `/api/v1/gateway/${sn}/settings/switch`, { on: true }],
      [
        'POST',
        '/api/v1/gateway/updateGatewayProtocol',
        { sn, deviceSn: other.device.sn, dictionaryId: 'deye_string' },
      ],
      ['POST', `/api/v1/gateway/${sn}/debug`, { deviceSn: other.device.sn, code: '010300000002C40B' }],
      [
        'POST',
        `/api/v1/gateway/${sn}/debug/write`,
        {
          deviceSn: other.device.sn,
          code: bytesToHex(
            encodeFrame({
              framing: 'rtu',
              unitId: 1,
              message: { kind: 'writeSingle', address: 16, value: 1 },
            }),
          ),
          confirm: true,
        },
      ],
      ['GET', `/api/v1/gate/${sn}/debug/reply?id=${debugId}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: one.headers,
        ...(payload && { payload }),
      });
      expect(envelopeOf(response).code, `${method} ${url}`).toBe(305);
    }
    // Its own gateway's debug reply with another gateway's command id: not found.
    const foreignId = await t.app.inject({
      method: 'GET',
      url: `/api/v1/gate/${one.gateway.sn}/debug/reply?id=${debugId}`,
      headers: one.headers,
    });
    expect(envelopeOf(foreignId).code).toBe(3);
    for (const url of [`/api/v1/command/${debugId}`]) {
      expect(envelopeOf(await t.app.inject({ method: 'GET', url, headers: one.headers })).code).toBe(3);
      expect(envelopeOf(await post(`${url}/cancel`, one.headers)).code).toBe(3);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/commands', headers: one.headers });
    expect(envelopeOf<{ total: number }>(mine).data.total).toBe(0);
  });

  it('needs the button permission of each command', async () => {
    const one = await companyWithGateway();
    const role = await createRole(t.database, one.company.id, ['gateway.view', 'gateway.restart']);
    const staff = await createUser(t.database, {
      kind: 'company',
      companyId: one.company.id,
      roleId: role.id,
    });
    const headers = bearer((await signIn(t.app, staff.account, staff.password)).access_token);
    expect(envelopeOf(await post(`/api/v1/gateway/${one.gateway.sn}/lock`, headers)).code).toBe(2);
    expect(
      envelopeOf(await post(`/api/v1/gateway/${one.gateway.sn}/settings/switch`, headers, { on: true })).code,
    ).toBe(2);
    expect(envelopeOf(await post(`/api/v1/gateway/${one.gateway.sn}/restart`, headers)).code).toBe(0);
  });
});
