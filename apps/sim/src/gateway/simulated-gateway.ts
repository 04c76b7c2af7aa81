import { randomUUID } from 'node:crypto';
import type { TCommandReply, TEventsUpload, TGatewayStatus } from '@sunfleet/contract/gateway-wire';
import type { TFleetGateway } from '@sunfleet/contract/demo-fleet';
import type { Logger } from '../cli/logger.ts';
import type { SimulatedDevice } from '../devices/simulated-device.ts';
import type { PlantModel } from '../physics/plant-model.ts';
import { namedValues, type PlantSnapshot } from '../physics/plant-snapshot.ts';
import { channelId, hashToUnit } from '../physics/random.ts';
import { obeyCommand } from './commands.ts';
import { DemandResponseSchedule, type DispatchTransition } from './demand-response.ts';
import type { UpgradeFault, UpgradeRun } from './firmware-upgrade.ts';
import { MqttLink } from './mqtt-link.ts';
import type { SimTime } from './sim-time.ts';
import { UplinkQueue } from './uplink-queue.ts';

export interface GatewayTiming {
  /** Simulated time between polls (one upload each while online). */
  uploadIntervalMs: number;
  /** Simulated time between periodic status messages. */
  statusIntervalMs: number;
  /** Simulated time a restart keeps the gateway off the network. */
  restartDowntimeMs: number;
  /** Simulated time per upgrade progress step (five steps per stage). */
  upgradeStepMs: number;
}

export const defaultTiming: GatewayTiming = {
  uploadIntervalMs: 60_000,
  statusIntervalMs: 300_000,
  restartDowntimeMs: 30_000,
  upgradeStepMs: 5_000,
};

export interface GatewayOptions {
  brokerUrl: string;
  gateway: TFleetGateway;
  plant: PlantModel;
  devices: SimulatedDevice[];
  time: SimTime;
  timing: GatewayTiming;
  /** Readings kept while offline; the oldest are dropped beyond it. */
  maxBacklogFrames: number;
  /** Chance (0–1) that a firmware upgrade fails. */
  upgradeFailureRate: number;
  /** Injected upgrade failures by the SN of the gateway or device upgraded. */
  upgradeFaults: ReadonlyMap<string, UpgradeFault>;
  seed: number;
  logger: Logger;
  /**
   * Called with the plant's latest state after each round of polls and before it is uploaded,
   * so what the cloud receives never runs ahead of what was saved.
   */
  onPolled?: (snapshot: PlantSnapshot) => void;
}

/** Longest wall wait between ticks, so reboots and offline windows end on time at speed 1. */
const maxTickWallMs = 250;
/** How long a stopping gateway waits for its link to send what is queued. */
const stopWaitWallMs = 5_000;
const rssiChannel = channelId('gateway-rssi');
/** "For good", as a span of simulated time a date can still hold. */
const neverMs = 100 * 365 * 86_400_000;
/** Command ids a gateway remembers to recognise a command sent again. */
const maxRememberedCommands = 1_000;

interface ReportedDeviceState {
  alarmCode: string | undefined;
  isAnswering: boolean;
}

/**
 * A data logger: polls its devices every upload interval of simulated time, uploads their
 * register frames over MQTT, reports status and events, obeys commands, and when its link is
 * down keeps readings in a bounded backlog that it uploads, with their own timestamps, on return.
 */
export class SimulatedGateway {
  readonly sn: string;
  firmware: string;
  readonly upgrades = new Map<string, UpgradeRun>();
  readonly demandResponse: DemandResponseSchedule;
  /** Locked by a `lock` command: every command but `unlock` is refused; survives restarts. */
  isLocked = false;
  /** Digital outputs (dry contacts) by number, closed when true; output 1 drives the first inverter. */
  readonly digitalOutputs = new Map<number, boolean>();
  /**
   * Commands already received, with the last reply sent for each: a command sent again (the cloud
   * retries one it saw no acknowledgement of) is answered with that reply, never executed twice.
   */
  private readonly commandReplies = new Map<string, Omit<TCommandReply, 'msgId' | 'ts'> | undefined>();
  private readonly link: MqttLink;
  private readonly queue: UplinkQueue;
  private readonly stopping = new AbortController();
  private readonly reported = new Map<string, ReportedDeviceState>();
  private bootAt = 0;
  private nextPollAt = 0;
  private lastStatusAt = 0;
  private endAt = Number.POSITIVE_INFINITY;
  private isNetworkUp = true;
  private rebootingUntil: number | undefined;
  private isLinkOpen = false;
  private hasRebooted = false;
  /** The restart command to confirm once the gateway is back. */
  private restartCmdId: string | undefined;
  private pendingNetworkLossMs: number | undefined;
  private bootFirmware: string | undefined;
  /** What to say once back from a reboot (an upgrade cut by a power loss). */
  private afterBoot: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private finish: (() => void) | undefined;

  constructor(readonly options: GatewayOptions) {
    this.sn = options.gateway.sn;
    this.firmware = options.gateway.firmware;
    this.queue = new UplinkQueue(options.maxBacklogFrames, () => this.time.now());
    this.link = new MqttLink({
      brokerUrl: options.brokerUrl,
      sn: options.gateway.sn,
      key: options.gateway.key,
      logger: options.logger,
      onConnect: () => this.onConnect(),
      onCommand: (payload) => obeyCommand(this, payload),
    });
    this.demandResponse = new DemandResponseSchedule({
      dispatchBattery: (powerW) => options.plant.dispatchBattery(powerW),
      curtail: (powerW) => this.curtail(powerW),
    });
  }

  get time(): SimTime {
    return this.options.time;
  }

  get devices(): readonly SimulatedDevice[] {
    return this.options.devices;
  }

  get signal(): AbortSignal {
    return this.stopping.signal;
  }

  /**
   * Boots and polls from `firstPollAt` until `endAt` (simulated; default forever); resolves after
   * the last poll.
   */
  run(firstPollAt: number, endAt = Number.POSITIVE_INFINITY): Promise<void> {
    const now = this.time.now();
    this.bootAt = now;
    this.nextPollAt = firstPollAt;
    this.lastStatusAt = now;
    this.endAt = endAt;
    const finished = new Promise<void>((resolve) => (this.finish = resolve));
    this.tick();
    return finished;
  }

  /**
   * Stops polling, sends what is queued if the link is up, and leaves cleanly (status offline).
   * Resolves whether everything the gateway had to send was acknowledged.
   */
  async stop(): Promise<boolean> {
    clearTimeout(this.timer);
    this.stopping.abort();
    this.finish?.();
    if (this.isLinkOpen && (await this.link.waitConnected(stopWaitWallMs))) {
      await this.queue.flush(this.link);
      this.queue.addMessage('status', { msgId: randomUUID(), ts: this.time.now(), online: false }, true);
      await this.queue.flush(this.link);
    }
    await this.link.close();
    return this.queue.isEmpty;
  }

  /**
   * Fault injection: the gateway's network goes for a span of simulated time once its first
   * messages are acknowledged (so the cloud has seen it online first).
   */
  loseNetworkAfterFirstUpload(forMs: number): void {
    this.pendingNetworkLossMs = forMs;
  }

  /** Fault injection: the network drops now and returns after `forMs` of simulated time. */
  loseNetworkFor(forMs: number): void {
    this.loseNetwork(forMs);
  }

  /** Fault injection: says what it had to say (the upgrade's last reply), then is never heard again. */
  async goSilent(): Promise<void> {
    await this.queue.flush(this.link);
    this.loseNetwork(neverMs);
  }

  private loseNetwork(forMs: number): void {
    this.options.plant.goOffline(new Date(this.time.now() + forMs));
    this.isNetworkUp = false;
    this.syncLink();
  }

  findDevice(sn: string | undefined): SimulatedDevice | undefined {
    return this.devices.find((device) => device.sn === sn);
  }

  reply(cmdId: string, reply: Partial<TCommandReply> & Pick<TCommandReply, 'status'>): void {
    if (this.commandReplies.has(cmdId)) this.commandReplies.set(cmdId, { cmdId, ...reply });
    this.queue.addMessage('reply', { msgId: randomUUID(), ts: this.time.now(), cmdId, ...reply });
    void this.queue.flush(this.link);
  }

  /**
   * Notes a command as received; false when it was received before, after its last reply (if
   * any) was sent again.
   */
  receiveOnce(cmdId: string): boolean {
    if (!this.commandReplies.has(cmdId)) {
      this.commandReplies.set(cmdId, undefined);
      // Bounded: the oldest ids are forgotten (a retry comes within minutes).
      if (this.commandReplies.size > maxRememberedCommands)
        this.commandReplies.delete(this.commandReplies.keys().next().value ?? '');
      return true;
    }
    const last = this.commandReplies.get(cmdId);
    this.options.logger.info(`${this.sn}: command ${cmdId} received again, not executed twice`);
    if (last) {
      this.queue.addMessage('reply', { msgId: randomUUID(), ts: this.time.now(), ...last });
      void this.queue.flush(this.link);
    }
    return false;
  }

  /**
   * Reboot: the link drops at once and comes back after the downtime with uptime from zero,
   * running `firmware` when an upgrade installed it; a restart command (`cmdId`) is confirmed
   * when the gateway is back.
   */
  async restart(options: { cmdId?: string; firmware?: string; afterBoot?: () => void } = {}): Promise<void> {
    await this.queue.flush(this.link);
    this.restartCmdId = options.cmdId;
    this.afterBoot = options.afterBoot;
    this.bootFirmware = options.firmware;
    this.rebootingUntil = this.time.now() + this.options.timing.restartDowntimeMs;
    this.syncLink();
  }

  publishStatus(): void {
    this.lastStatusAt = this.time.now();
    this.queue.addMessage('status', this.status(), true);
    void this.queue.flush(this.link);
  }

  private tick(): void {
    if (this.signal.aborted) return;
    let polls = 0;
    let snapshot: PlantSnapshot | undefined;
    while (this.nextPollAt <= Math.min(this.time.now(), this.endAt) && polls < 100) {
      snapshot = this.poll(this.nextPollAt);
      this.nextPollAt += this.options.timing.uploadIntervalMs;
      polls += 1;
    }
    if (snapshot) this.options.onPolled?.(snapshot);
    this.syncLink();
    void this.queue.flush(this.link);
    if (this.nextPollAt > this.endAt) {
      this.finish?.();
      return;
    }
    const untilPollMs = (this.nextPollAt - this.time.now()) / this.time.speed;
    this.timer = setTimeout(() => this.tick(), polls === 100 ? 0 : Math.min(maxTickWallMs, untilPollMs));
  }

  private poll(at: number): PlantSnapshot {
    this.updateDemandResponse(at);
    const snapshot = this.options.plant.advanceTo(new Date(at));
    this.isNetworkUp = snapshot.isOnline;
    const values = namedValues(snapshot);
    const answering = this.devices.filter((device) => device.isAnswering(at));
    this.queue.addFrames(answering.map((device) => device.read(values, at)));
    this.reportDeviceChanges(at);
    const dropped = this.queue.takeDropped();
    if (dropped > 0)
      this.addEvent({
        ts: at,
        codes: [{ code: 'storageFull', active: true, text: `${dropped} readings dropped` }],
      });
    if (at - this.lastStatusAt >= this.options.timing.statusIntervalMs) this.publishStatus();
    return snapshot;
  }

  private updateDemandResponse(at: number): void {
    const transition = this.demandResponse.update(at);
    if (transition) this.replyTransition(transition);
  }

  replyTransition({ cmdId, status }: DispatchTransition): void {
    this.reply(cmdId, { status });
  }

  private curtail(powerW: number | undefined): void {
    const inverter = this.devices.find((device) => device.kind.startsWith('inverter'));
    if (powerW === undefined) inverter?.restoreActivePowerLimit();
    else this.options.plant.setActivePowerLimit(powerW / this.options.plant.plant.inverter.ratedAcW);
  }

  /** Events for alarms raised or cleared and for devices that stopped or resumed answering. */
  private reportDeviceChanges(at: number): void {
    for (const device of this.devices) {
      const before = this.reported.get(device.sn) ?? { alarmCode: undefined, isAnswering: true };
      const alarm = device.activeAlarm;
      const now: ReportedDeviceState = { alarmCode: alarm?.code, isAnswering: device.isAnswering(at) };
      this.reported.set(device.sn, now);
      if (now.isAnswering !== before.isAnswering)
        this.addEvent({
          ts: at,
          deviceSn: device.sn,
          codes: [{ code: 'deviceCommLost', active: !now.isAnswering, text: `${device.sn} does not answer` }],
        });
      if (now.alarmCode === before.alarmCode) continue;
      const changed = now.alarmCode ?? before.alarmCode ?? '';
      const alarmWords = [...device.alarmWords()].map(([key, words]) => ({ key, words }));
      this.addEvent({
        ts: at,
        deviceSn: device.sn,
        ...(alarmWords.length > 0 && { alarmWords }),
        codes: [
          {
            code: changed,
            active: now.alarmCode !== undefined,
            ...(alarm?.flag && { text: alarm.flag.name.en }),
          },
        ],
      });
    }
  }

  private addEvent(event: Omit<TEventsUpload, 'msgId'>): void {
    this.queue.addMessage('events', { msgId: randomUUID(), ...event });
  }

  private status(): TGatewayStatus {
    const now = this.time.now();
    const minute = Math.floor(now / 60_000);
    return {
      msgId: randomUUID(),
      ts: now,
      online: true,
      firmware: this.firmware,
      hardware: this.options.gateway.model,
      rssi: Math.round(-58 - 14 * hashToUnit(this.options.seed, rssiChannel, minute)),
      uptimeSeconds: Math.max(0, Math.floor((now - this.bootAt) / 1000)),
      network: this.options.gateway.network,
      devices: this.devices.map((device) => ({
        deviceSn: device.sn,
        online: device.isAnswering(now),
        firmware: device.firmware,
      })),
    };
  }

  /** Opens or drops the link to match the network and reboot state. */
  private syncLink(): void {
    const now = this.time.now();
    const isRebooting = this.rebootingUntil !== undefined && now < this.rebootingUntil;
    const wantsLink = this.isNetworkUp && !isRebooting;
    if (wantsLink && !this.isLinkOpen) {
      if (this.rebootingUntil !== undefined) {
        this.rebootingUntil = undefined;
        this.bootAt = now;
        this.firmware = this.bootFirmware ?? this.firmware;
        this.bootFirmware = undefined;
        this.hasRebooted = true;
      }
      this.isLinkOpen = true;
      this.options.logger.debug(`${this.sn}: link up (network back or booted)`);
      this.link.open(this.bootAt);
    } else if (!wantsLink && this.isLinkOpen) {
      this.isLinkOpen = false;
      this.options.logger.debug(`${this.sn}: link lost`);
      this.link.drop();
    }
  }

  private onConnect(): void {
    this.publishStatus();
    if (this.hasRebooted) {
      this.hasRebooted = false;
      this.addEvent({ ts: this.time.now(), codes: [{ code: 'rebooted', active: true }] });
    }
    if (this.restartCmdId) this.reply(this.restartCmdId, { status: 'succeeded' });
    this.restartCmdId = undefined;
    this.afterBoot?.();
    this.afterBoot = undefined;
    void this.queue.flush(this.link).then(() => {
      const lossMs = this.pendingNetworkLossMs;
      this.pendingNetworkLossMs = undefined;
      if (lossMs !== undefined) this.loseNetwork(lossMs);
    });
  }
}
