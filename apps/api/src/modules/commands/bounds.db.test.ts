import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBatchAdmission } from '@sunfleet/contract/campaigns';
import type { TCommand, TGatewayCommandResult } from '@sunfleet/contract/commands';
import { errorMessage } from '@sunfleet/contract/errors';
import {
  ackTimeoutMs,
  claimDueCommands,
  defaultCommandTimings,
  defaultQueueLimits,
  retryWaitMs,
  sweepCommands,
} from '@sunfleet/commands/queue';
import { receiveCommandReply } from '@sunfleet/commands/replies';
import { rowsOf, sql } from '@sunfleet/db/query';
import { createGateway } from '@sunfleet/db/telemetry-testing';
import { companyWithGatewayIn } from './live-data.testing.ts';
import { createCommandsRepository } from './repository.ts';
import { createCommandsService, type CommandsService } from './service.ts';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';

// No dispatcher runs here: the tests claim, sweep and reply themselves, at instants they choose,
// so minutes of resends pass without sleeping.
let t: TestApp;
let service: CommandsService;
beforeAll(async () => {
  t = await createTestApp();
  service = createCommandsService({
    db: t.database.db,
    repository: createCommandsRepository(t.database.db),
    feed: t.channel,
  });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

async function queuedOf(gatewaySn: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await t.database.db.execute(
      sql`SELECT count(*)::int AS count FROM commands WHERE gateway_sn = ${gatewaySn} AND state = 'queued'`,
    ),
  );
  return row?.count ?? 0;
}

/** Claims the gateway's due commands at `at` and says which of them were sent. */
async function claimAt(at: number, gatewaySn: string) {
  const { send } = await claimDueCommands(t.database.db, { now: new Date(at) });
  return send.filter((command) => command.gatewaySn === gatewaySn);
}

describe('bounded commands', () => {
  it('coalesces an identical queued command and refuses one past the gateway’s cap (308), queuing nothing', async () => {
    const { gateway, admin } = await companyWithGatewayIn(t, 'offline');
    const restart = { gatewaySn: gateway.sn, kind: 'restart' as const, userId: admin.id };
    const first = await service.enqueue(restart);
    const again = await service.enqueue(restart);
    expect(again.id).toBe(first.id);
    expect(await queuedOf(gateway.sn)).toBe(1);
    // Different payloads are different commands, up to the cap.
    const outputs = Array.from({ length: defaultQueueLimits.queuedPerGateway - 1 }, (_, index) => ({
      gatewaySn: gateway.sn,
      kind: 'setDigitalOutput' as const,
      payload: { output: index + 1, on: true },
      userId: admin.id,
    }));
    await service.enqueueMany(outputs);
    expect(await queuedOf(gateway.sn)).toBe(defaultQueueLimits.queuedPerGateway);
    // Keys in another order are the same payload: coalesced, not refused.
    const same = await service.enqueue({ ...outputs[0]!, payload: { on: true, output: 1 } });
    expect(same.payload).toEqual({ output: 1, on: true });
    await expect(service.enqueue({ ...restart, kind: 'lock' })).rejects.toMatchObject({
      code: 308,
      params: { max: 20 },
    });
    expect(await queuedOf(gateway.sn)).toBe(defaultQueueLimits.queuedPerGateway);
    expect(errorMessage(308, 'en', { max: 20 })).toBe(
      'The gateway already has 20 commands waiting: wait for them to go or cancel some.',
    );
  });

  it('limits a user to 30 enqueues a minute across calls (309 with its message), queuing nothing more', async () => {
    const { company, gateway, headers } = await companyWithGatewayIn(t, 'offline');
    const second = await createGateway(t.database, { companyId: company.id, status: 'offline' });
    const switches = [gateway.sn, second.sn].flatMap((sn) =>
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((output) => [true, false].map((on) => ({ sn, output, on }))),
    );
    for (const { sn, output, on } of switches.slice(0, defaultQueueLimits.enqueuesPerUserPerMinute))
      expect(
        envelopeOf(await post(`/api/v1/gateway/${sn}/settings/switch`, headers, { output, on })).code,
      ).toBe(0);
    const { sn, output, on } = switches[defaultQueueLimits.enqueuesPerUserPerMinute]!;
    const refused = await post(`/api/v1/gateway/${sn}/settings/switch`, headers, { output, on });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).code).toBe(309);
    expect(envelopeOf(refused).msg).toMatch(
      /^Too many commands: at most 30 a minute\. Try again in \d+ seconds\.$/,
    );
    // Several gateways in one call answer per gateway (a batch from the list is a campaign, paced
    // by its own rules: docs/adr/0040).
    const several = envelopeOf<TGatewayCommandResult[]>(
      await post(`/api/v1/gateway/${gateway.sn},${second.sn}/restart`, headers),
    ).data;
    expect(several.map((result) => [result.code, result.command])).toEqual([
      [309, null],
      [309, null],
    ]);
    expect((await queuedOf(gateway.sn)) + (await queuedOf(second.sn))).toBe(30);
  });

  it('refuses a locked gateway at once, single or batch alike; a batch answers per gateway', async () => {
    const { company, gateway, headers } = await companyWithGatewayIn(t, 'offline');
    const free = await createGateway(t.database, { companyId: company.id, status: 'offline' });
    await t.database.db.execute(sql`UPDATE gateways SET locked = true WHERE sn = ${gateway.sn}`);
    const locked = 'The gateway is locked: unlock it before sending it commands.';
    const single = envelopeOf<TGatewayCommandResult[]>(
      await post(`/api/v1/gateway/${gateway.sn}/restart`, headers),
    );
    expect(single).toMatchObject({
      code: 0,
      data: [{ sn: gateway.sn, code: 306, message: locked, command: null }],
    });
    const several = envelopeOf<TGatewayCommandResult[]>(
      await post(`/api/v1/gateway/${gateway.sn},${free.sn}/restart`, headers),
    ).data;
    expect(several).toMatchObject([
      { sn: gateway.sn, code: 306, message: locked, command: null },
      { sn: free.sn, code: 0, message: 'success', command: { kind: 'restart', state: 'queued' } },
    ]);
    // A batch from the list becomes a campaign; it too answers the locked gateway at once.
    const batch = envelopeOf<TBatchAdmission>(
      await post('/api/v1/gateways/batch/restart', headers, { sns: [gateway.sn, free.sn] }),
    ).data;
    expect(batch.devices).toMatchObject([
      { sn: gateway.sn, code: 306, message: locked },
      { sn: free.sn, code: 0, message: 'success' },
    ]);
    expect(batch.campaignId).toEqual(expect.any(String));
    expect(await queuedOf(gateway.sn)).toBe(0);
    expect(await queuedOf(free.sn)).toBe(1);
  });

  it('times an unacknowledged command out after three resends with back-off, freeing the gateway’s queue', async () => {
    const { gateway, admin } = await companyWithGatewayIn(t);
    const silent = await service.enqueue({ gatewaySn: gateway.sn, kind: 'restart', userId: admin.id });
    const next = await service.enqueue({ gatewaySn: gateway.sn, kind: 'lock', userId: admin.id });
    let at = Date.now() + 1_000;
    const sends: number[] = [];
    for (let send = 1; send <= defaultCommandTimings.maxResends + 1; send += 1) {
      const sent = await claimAt(at, gateway.sn);
      expect(sent.map((command) => command.id)).toEqual([silent.id]);
      sends.push(at);
      // Not again before its wait.
      expect(await claimAt(at + retryWaitMs(send) - 1_000, gateway.sn)).toEqual([]);
      at += retryWaitMs(send);
    }
    // The fourth send's wait over: timed out, and the next command goes.
    expect(at - sends[0]!).toBe(ackTimeoutMs());
    expect(ackTimeoutMs()).toBeGreaterThanOrEqual(2 * 60_000);
    expect(ackTimeoutMs()).toBeLessThanOrEqual(5 * 60_000);
    expect((await claimAt(at, gateway.sn)).map((command) => command.id)).toEqual([next.id]);
    const timedOut = await service.get({ scope: 'platform' }, silent.id);
    expect(timedOut).toMatchObject({
      state: 'timedOut',
      attempts: 4,
      error: 'Not acknowledged after 4 sends',
    });
    expect(timedOut.events.map((event) => event.state)).toEqual([
      'queued',
      'sent',
      'sent',
      'sent',
      'sent',
      'timedOut',
    ]);
  });

  it('times out with short configured timings, and a scheduler may sweep alone', async () => {
    const { gateway, admin } = await companyWithGatewayIn(t);
    const timings = { ackWaitMs: 100, maxResends: 1, reaskMs: 100 };
    const command = await service.enqueue({ gatewaySn: gateway.sn, kind: 'unlock', userId: admin.id });
    const start = Date.now() + 1_000;
    const claim = (at: number) => claimDueCommands(t.database.db, { now: new Date(at), timings });
    expect((await claim(start)).send.map((sent) => sent.id)).toContain(command.id);
    expect((await claim(start + 100)).send.map((sent) => sent.id)).toContain(command.id);
    expect(await sweepCommands(t.database.db, new Date(start + 299), { timings })).toEqual([]);
    expect(await sweepCommands(t.database.db, new Date(start + 300), { timings })).toEqual([
      { id: command.id, gatewaySn: gateway.sn },
    ]);
  });

  it('cancels a sent command, lets the next go, and logs its late reply as ignored', async () => {
    const { gateway, admin, headers } = await companyWithGatewayIn(t);
    const sent = await service.enqueue({ gatewaySn: gateway.sn, kind: 'restart', userId: admin.id });
    const next = await service.enqueue({ gatewaySn: gateway.sn, kind: 'unlock', userId: admin.id });
    const at = Date.now() + 1_000;
    expect((await claimAt(at, gateway.sn)).map((command) => command.id)).toEqual([sent.id]);
    const cancelled = envelopeOf<TCommand>(await post(`/api/v1/command/${sent.id}/cancel`, headers));
    expect(cancelled).toMatchObject({ code: 0, data: { state: 'cancelled' } });
    expect((await claimAt(at, gateway.sn)).map((command) => command.id)).toEqual([next.id]);
    const late = await receiveCommandReply(t.database.db, gateway.sn, {
      cmdId: sent.id,
      status: 'succeeded',
    });
    expect(late).toMatchObject({
      outcome: { kind: 'ignored', state: 'cancelled' },
      log: {
        kind: 'replyIgnored',
        detail: `${sent.id} succeeded — ignored: the command is already cancelled`,
      },
    });
    const audit = await service.get({ scope: 'platform' }, sent.id);
    expect(audit.state).toBe('cancelled');
    expect(audit.events.at(-1)).toMatchObject({
      state: 'cancelled',
      detail: `by ${admin.id}, after it was sent`,
    });
    // A final command cannot be cancelled again.
    expect(envelopeOf(await post(`/api/v1/command/${sent.id}/cancel`, headers)).code).toBe(307);
  });

  it('re-asks an acknowledged command of a gateway recorded offline, but sends nothing new to it', async () => {
    const { gateway, admin } = await companyWithGatewayIn(t);
    const restart = await service.enqueue({ gatewaySn: gateway.sn, kind: 'restart', userId: admin.id });
    const at = Date.now() + 1_000;
    expect((await claimAt(at, gateway.sn)).map((command) => command.id)).toEqual([restart.id]);
    await receiveCommandReply(t.database.db, gateway.sn, { cmdId: restart.id, status: 'accepted' });
    // Its last will marked it offline; the "online" after the restart and the result were lost.
    await t.database.db.execute(sql`UPDATE gateways SET status = 'offline' WHERE sn = ${gateway.sn}`);
    const reaskAt = Date.now() + defaultCommandTimings.reaskMs + 1_000;
    expect((await claimAt(reaskAt, gateway.sn)).map((command) => command.id)).toEqual([restart.id]);
    const after = await service.enqueue({ gatewaySn: gateway.sn, kind: 'unlock', userId: admin.id });
    await receiveCommandReply(t.database.db, gateway.sn, { cmdId: restart.id, status: 'succeeded' });
    // A queued command still waits for the gateway to be seen online.
    expect((await claimAt(reaskAt, gateway.sn)).map((command) => command.id)).not.toContain(after.id);
  });

  it('ignores a duplicate reply for a finished command: applied once, not counted', async () => {
    const { gateway, admin } = await companyWithGatewayIn(t);
    const command = await service.enqueue({ gatewaySn: gateway.sn, kind: 'lock', userId: admin.id });
    await claimAt(Date.now() + 1_000, gateway.sn);
    const reply = { cmdId: command.id, status: 'succeeded' as const };
    expect((await receiveCommandReply(t.database.db, gateway.sn, reply)).outcome).toMatchObject({
      kind: 'applied',
      state: 'succeeded',
      changed: true,
    });
    expect((await receiveCommandReply(t.database.db, gateway.sn, reply)).log.kind).toBe('replyIgnored');
    const audit = await service.get({ scope: 'platform' }, command.id);
    expect(audit.events.map((event) => event.state)).toEqual(['queued', 'sent', 'succeeded']);
  });
});
