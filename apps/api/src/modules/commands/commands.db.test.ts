import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCommand, TCommandWithEvents, TGatewayCommandResult } from '@sunfleet/contract/commands';
import {
  commandTopic,
  uplinkTopic,
  type TCommandReply,
  type TGatewayCommand,
} from '@sunfleet/contract/gateway-wire';
import { rowsOf, sql } from '@sunfleet/db/query';
import type { LiveData } from '@sunfleet/ingest/live-data';
import { connectGateway, until } from '@sunfleet/ingest/testing';
import { createCommandsRepository } from './repository.ts';
import { createCommandsService, type CommandsService } from './service.ts';
import { companyWithGatewayIn, startCommandLiveData } from './live-data.testing.ts';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';

let t: TestApp;
let liveData: LiveData;
/** What the ingest logged at info level: the lines an operator follows a request by. */
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const keep = (entry: object, message: string) => void logged.push({ ...entry, message });
  liveData = await startCommandLiveData(t, {}, { info: keep, warn: keep, error: keep });
});
afterAll(async () => {
  await liveData.stop();
  await t.close();
});

async function installerWithGateway(status: 'normal' | 'offline' = 'normal') {
  const made = await companyWithGatewayIn(t, status);
  return { ...made, installer: made.admin };
}

/** A gateway that answers every command as `answer` says and records what it received. */
async function answeringGateway(
  gateway: { sn: string; key: string },
  answer: (command: TGatewayCommand) => Omit<TCommandReply, 'msgId' | 'ts' | 'cmdId'>[] = () => [
    { status: 'accepted' },
    { status: 'succeeded' },
  ],
) {
  const client = await connectGateway(liveData.brokerUrl ?? '', gateway);
  const received: TGatewayCommand[] = [];
  client.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as TGatewayCommand;
    received.push(command);
    for (const reply of answer(command))
      void client.publishAsync(
        uplinkTopic(gateway.sn, 'reply'),
        JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId: command.cmdId, ...reply }),
        { qos: 1 },
      );
  });
  await client.subscribeAsync(commandTopic(gateway.sn), { qos: 1 });
  return { client, received };
}

// The same service the app's container builds, on the same database and channel.
let service: CommandsService;
const commandsService = () =>
  (service ??= createCommandsService({
    db: t.database.db,
    repository: createCommandsRepository(t.database.db),
    feed: t.channel,
  }));

describe('the command channel', () => {
  it('sends a queued command, follows its replies to succeeded and keeps every change', async () => {
    const { gateway, installer, headers } = await installerWithGateway();
    const { client, received } = await answeringGateway(gateway);
    const command = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'restart',
      userId: installer.id,
    });
    const done = await commandsService().awaitResult(command.id, 10_000);
    expect(done).toMatchObject({ state: 'succeeded', attempts: 1, progress: 100 });
    expect(received).toMatchObject([{ type: 'restart', cmdId: command.id }]);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/command/${command.id}`, headers });
    const body = envelopeOf<TCommandWithEvents>(response).data;
    expect(body.events.map((event) => event.state)).toEqual(['queued', 'sent', 'acknowledged', 'succeeded']);
    // A duplicate of the final reply: logged as ignored, the command and its trail unchanged.
    await client.publishAsync(
      uplinkTopic(gateway.sn, 'reply'),
      JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId: command.id, status: 'failed' }),
      { qos: 1 },
    );
    await until(async () => {
      const result = await t.database.db.execute(
        sql`SELECT 1 FROM communication_logs WHERE gateway_sn = ${gateway.sn} AND kind = 'replyIgnored'`,
      );
      return rowsOf(result).length === 1;
    }, 'the ignored reply');
    const after = envelopeOf<TCommandWithEvents>(
      await t.app.inject({ method: 'GET', url: `/api/v1/command/${command.id}`, headers }),
    ).data;
    expect(after).toMatchObject({ state: 'succeeded', events: body.events });
    await client.endAsync();
  });

  it("carries the api request's id to its command and to the ingest's lines about it", async () => {
    const { gateway, headers } = await installerWithGateway();
    const { client } = await answeringGateway(gateway);
    const requestId = `support-${randomUUID()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/gateway/${gateway.sn}/restart`,
      headers: { ...headers, 'x-request-id': requestId },
    });
    expect(response.headers['x-request-id']).toBe(requestId);
    const [{ command } = { command: null }] = envelopeOf<TGatewayCommandResult[]>(response).data;
    expect(command?.requestId).toBe(requestId);
    await commandsService().awaitResult(command?.id ?? '', 10_000);
    const lines = logged.filter((line) => line.commandId === command?.id);
    expect(lines).toContainEqual(expect.objectContaining({ message: 'command sent', requestId }));
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'command reply', state: 'succeeded', requestId }),
    );
    // Sunfleet's own commands (no request behind them) carry none.
    const own = await commandsService().enqueue({ gatewaySn: gateway.sn, kind: 'restart', userId: null });
    expect(own.requestId).toBeNull();
    await commandsService().awaitResult(own.id, 10_000);
    await client.endAsync();
  });

  it('sends one command per gateway at a time, in order', async () => {
    const { gateway, installer } = await installerWithGateway();
    const order: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const { client } = await answeringGateway(gateway, (command) => {
      order.push(command.cmdId);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      inFlight -= 1;
      return [{ status: 'succeeded' }];
    });
    const queued = await commandsService().enqueueMany(
      [1, 2, 3, 4].map((output) => ({
        gatewaySn: gateway.sn,
        kind: 'setDigitalOutput' as const,
        payload: { output, on: true },
        userId: installer.id,
      })),
    );
    const results = await Promise.all(
      queued.map((command) => commandsService().awaitResult(command.id, 10_000)),
    );
    expect(results.map((result) => result?.state)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(order).toEqual(queued.map((command) => command.id));
    // Each was sent only after the one before finished.
    const sentTimes = results.map((result) => Date.parse(result?.sentAt ?? ''));
    const finishedTimes = results.map((result) => Date.parse(result?.finishedAt ?? ''));
    for (let index = 1; index < results.length; index += 1)
      expect(sentTimes[index]).toBeGreaterThanOrEqual(finishedTimes[index - 1]!);
    await client.endAsync();
  });

  it('waits for an offline gateway, and a refusal is final', async () => {
    const { gateway, installer } = await installerWithGateway('offline');
    const command = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'lock',
      userId: installer.id,
    });
    const waited = await commandsService().awaitResult(command.id, 600);
    expect(waited?.state).toBe('queued');
    const { client, received } = await answeringGateway(gateway, () => [
      { status: 'rejected', error: 'Busy' },
    ]);
    await t.database.db.execute(
      // The ingest marks a gateway online on its status upload; here directly.
      (await import('@sunfleet/db/query'))
        .sql`UPDATE gateways SET status = 'normal' WHERE sn = ${gateway.sn}`,
    );
    const done = await commandsService().awaitResult(command.id, 10_000);
    expect(done).toMatchObject({ state: 'failed', error: 'Busy', attempts: 1 });
    expect(received).toHaveLength(1);
    await client.endAsync();
  });

  it('retries an unacknowledged command with the same id', async () => {
    const { gateway, installer } = await installerWithGateway();
    let calls = 0;
    const { client, received } = await answeringGateway(gateway, () => {
      calls += 1;
      return calls === 1 ? [] : [{ status: 'succeeded' }];
    });
    const command = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'unlock',
      userId: installer.id,
    });
    const done = await commandsService().awaitResult(command.id, 25_000);
    expect(done).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(received.map((each) => each.cmdId)).toEqual([command.id, command.id]);
    await client.endAsync();
  }, 30_000);

  it('refuses and logs a reply for a command never issued, and locks a gateway', async () => {
    const { gateway, installer, headers } = await installerWithGateway();
    const { client } = await answeringGateway(gateway);
    const stray = randomUUID();
    await client.publishAsync(
      uplinkTopic(gateway.sn, 'reply'),
      JSON.stringify({ msgId: randomUUID(), ts: Date.now(), cmdId: stray, status: 'succeeded' }),
      { qos: 1 },
    );
    await until(async () => {
      const result = await t.database.db.execute(
        sql`SELECT 1 FROM communication_logs WHERE gateway_sn = ${gateway.sn} AND kind = 'replyRefused'`,
      );
      return rowsOf(result).length === 1;
    }, 'the refusal');

    const lock = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'lock',
      userId: installer.id,
    });
    expect((await commandsService().awaitResult(lock.id, 10_000))?.state).toBe('succeeded');
    await expect(
      commandsService().enqueue({ gatewaySn: gateway.sn, kind: 'restart', userId: installer.id }),
    ).rejects.toMatchObject({ code: 306 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/commands?gatewaySn=${gateway.sn}`,
      headers,
    });
    expect(envelopeOf<{ infos: TCommand[]; total: number }>(list).data).toMatchObject({
      total: 1,
      infos: [{ id: lock.id, kind: 'lock', state: 'succeeded' }],
    });
    await client.endAsync();
  });

  it('cancels a queued command and times out one past its time-to-live', async () => {
    const { gateway, installer, headers } = await installerWithGateway('offline');
    const first = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'restart',
      userId: installer.id,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/command/${first.id}/cancel`,
      headers,
    });
    expect(envelopeOf<TCommand>(cancelled).data.state).toBe('cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/command/${first.id}/cancel`, headers });
    expect(envelopeOf(again).code).toBe(307);
    const short = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'restart',
      userId: installer.id,
      ttlMs: 300,
    });
    expect(await commandsService().awaitResult(short.id, 5_000)).toMatchObject({
      state: 'timedOut',
      error: 'Not delivered before it expired',
    });
  });

  it('streams a command until it is done, and hides other companies’ commands', async () => {
    const { gateway, installer, headers } = await installerWithGateway();
    const other = await installerWithGateway();
    const command = await commandsService().enqueue({
      gatewaySn: gateway.sn,
      kind: 'restart',
      userId: installer.id,
    });
    for (const url of [`/api/v1/command/${command.id}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(envelopeOf(response).code).toBe(3);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/commands', headers: other.headers });
    expect(envelopeOf<{ total: number }>(list).data.total).toBe(0);
    // Another company cannot cancel it either: not found, and the command goes on.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/command/${command.id}/cancel`,
      headers: other.headers,
    });
    expect(envelopeOf(cancel).code).toBe(3);
    expect((await commandsService().get({ scope: 'platform' }, command.id)).state).not.toBe('cancelled');

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const response = await fetch(
      `http://127.0.0.1:${address.port}/api/v1/commands/stream?ids=${command.id}`,
      {
        headers,
      },
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { client } = await answeringGateway(gateway);
    const states: string[] = [];
    let buffered = '';
    while (!states.includes('succeeded')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      const events = buffered.split('\n\n');
      buffered = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (data) states.push((JSON.parse(data.slice(6)) as TCommand).state);
      }
    }
    await reader.cancel();
    expect(states[0]).toMatch(/queued|sent/);
    expect(states.at(-1)).toBe('succeeded');
    await client.endAsync();
  });
});
