import type { TFleet, TFleetPlant } from '@sunfleet/contract/demo-fleet';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { UsageError, type SimOptions } from '../cli/options.ts';
import type { Logger } from '../cli/logger.ts';
import { profileOf } from '../devices/device-profiles.ts';
import { SimulatedDevice } from '../devices/simulated-device.ts';
import { defaultTiming, SimulatedGateway, type GatewayTiming } from '../gateway/simulated-gateway.ts';
import { simTime, type SimTime } from '../gateway/sim-time.ts';
import { PlantModel } from '../physics/plant-model.ts';
import { localTimeIn } from '../physics/local-time.ts';
import { simClock } from '../physics/sim-clock.ts';
import { clearSkyWeather } from '../weather/clear-sky.ts';
import type { WeatherSource } from '../weather/weather-source.ts';
import { firstDemoIncident, incidentRemainingMs, incidentsOf as fleetIncidents } from './demo-events.ts';
import { initialEnergyOf, plantConfigOf } from './plant-from-fleet.ts';
import { plantStateOf, readSimState, writeSimState, type PlantState, type SimState } from './sim-state.ts';

export type FleetSettings = Pick<
  SimOptions,
  | 'brokerUrl'
  | 'speed'
  | 'start'
  | 'seed'
  | 'upgradeFailureRate'
  | 'offline'
  | 'faults'
  | 'commLoss'
  | 'stuckCounters'
> & {
  timing: Partial<GatewayTiming>;
  /** Injected upgrade failures by the SN upgraded (default none). */
  upgradeFaults?: SimOptions['upgradeFaults'];
  /** A recorded weather file for every plant; default: each plant's clear-sky model. */
  weather: WeatherSource | undefined;
  logger: Logger;
  maxBacklogFrames?: number;
  /** Where counters and battery charge are kept across runs; none: start from estimates. */
  stateFile?: string | undefined;
  /** Run the demo's daily incidents and the one right after the start (`demo-events.ts`). */
  demoIncidents?: boolean;
};

/** Where a plant is, as Sunfleet has it on record. */
export type PlantSite = { latitude: number; longitude: number; timeZone: string };

/** How often the demo incidents' schedule is looked at (simulated). */
const incidentCheckMs = 15_000;

/** The simulated devices behind a fleet plant's gateway, presenting the plant model's values. */
export function devicesOf(plant: TFleetPlant, model: PlantModel): SimulatedDevice[] {
  return plant.gateway.devices.map((device) => {
    const dictionary = findShippedDictionary(device.dictionaryId);
    if (!dictionary) throw new UsageError(`${device.sn}: no shipped dictionary ${device.dictionaryId}`);
    return new SimulatedDevice({
      sn: device.sn,
      kind: device.kind,
      dictionary,
      profile: profileOf(device.dictionaryId),
      firmware: 'V1_0_0',
      timeZone: plant.timeZone,
      batteryKwh: plant.batteryKwh,
      plant: model,
    });
  });
}

/** Every plant of a fleet as a plant model, its devices and its gateway, on one simulated clock. */
export class SimFleet {
  readonly time: SimTime;
  readonly gateways: SimulatedGateway[];
  private readonly startedAt: number;
  private readonly stopping = new AbortController();
  private readonly state: SimState;
  /** Each gateway's plant's local time ("today" in the state file), as relocated. */
  private readonly localTimes = new Map<string, ReturnType<typeof localTimeIn>>();

  constructor(
    private readonly fleet: TFleet,
    private readonly settings: FleetSettings,
  ) {
    // Polls fall on the start instant and whole intervals after it, however long set-up takes.
    const start = settings.start ?? new Date();
    this.time = simTime(simClock({ start, speed: settings.speed }), settings.speed);
    this.startedAt = start.getTime();
    this.state = settings.stateFile ? readSimState(settings.stateFile) : { plants: {} };
    this.gateways = fleet.plants.map((plant) => this.gatewayOf(plant));
    this.checkInjectedSerialNumbers();
  }

  /** Runs every gateway for a span of simulated time (default: until `stop`). */
  async run(durationMs = Number.POSITIVE_INFINITY): Promise<void> {
    const endAt = this.startedAt + durationMs;
    this.injectFaults();
    if (this.settings.demoIncidents) this.runDemoIncidents(fleetIncidents(this.fleet));
    const running = this.gateways.map((gateway) => gateway.run(this.startedAt, endAt));
    await Promise.all(running);
  }

  /** Stops every gateway; returns the SNs of those that could not deliver what they had queued. */
  async stop(): Promise<string[]> {
    this.stopping.abort();
    const delivered = await Promise.all(this.gateways.map((gateway) => gateway.stop()));
    return this.gateways.filter((_, i) => !delivered[i]).map((gateway) => gateway.sn);
  }

  /**
   * Moves a gateway's plant to the site Sunfleet has on record for it (ADR 0035): its sun,
   * weather and local time follow from the next poll. Returns false for a gateway not in the fleet.
   */
  relocate(sn: string, site: PlantSite): boolean {
    const gateway = this.gateways.find((candidate) => candidate.sn === sn);
    if (!gateway) return false;
    const model = gateway.options.plant;
    const location = { latitude: site.latitude, longitude: site.longitude };
    const seed = model.plant.seed;
    model.relocate(
      { location, timeZone: site.timeZone },
      this.settings.weather ?? clearSkyWeather({ location, seed, hasClouds: true }),
    );
    for (const device of gateway.devices) device.setTimeZone(site.timeZone);
    this.localTimes.set(sn, localTimeIn(site.timeZone));
    return true;
  }

  gateway(sn: string): SimulatedGateway {
    const gateway = this.gateways.find((candidate) => candidate.sn === sn);
    if (!gateway) throw new Error(`No gateway ${sn} in the fleet`);
    return gateway;
  }

  private gatewayOf(plant: TFleetPlant): SimulatedGateway {
    const { settings } = this;
    const seed = plant.seed + settings.seed * 7919;
    const saved = this.state.plants[plant.gateway.sn];
    this.localTimes.set(plant.gateway.sn, localTimeIn(plant.timeZone));
    const localDate = (instant: Date) =>
      (this.localTimes.get(plant.gateway.sn) ?? localTimeIn(plant.timeZone))(instant).dateKey;
    const config = plantConfigOf(plant, seed, saved?.batterySoc);
    const weather = settings.weather ?? clearSkyWeather({ location: config.location, seed, hasClouds: true });
    const initialEnergyKwh = saved?.energyKwh ?? initialEnergyOf(plant, new Date(this.startedAt));
    const initialToday = saved?.today;
    const model = new PlantModel(
      config,
      weather,
      { now: () => new Date(this.time.now()) },
      { initialEnergyKwh, ...(initialToday && { initialToday }) },
    );
    const devices = devicesOf(plant, model);
    return new SimulatedGateway({
      brokerUrl: settings.brokerUrl,
      gateway: plant.gateway,
      plant: model,
      devices,
      time: this.time,
      timing: { ...defaultTiming, ...settings.timing },
      maxBacklogFrames: settings.maxBacklogFrames ?? 10_000,
      upgradeFailureRate: settings.upgradeFailureRate,
      upgradeFaults: new Map((settings.upgradeFaults ?? []).map(({ sn, fault }) => [sn, fault])),
      seed,
      logger: settings.logger,
      onPolled: (snapshot) => this.remember(plant.gateway.sn, plantStateOf(snapshot, localDate)),
    });
  }

  private remember(gatewaySn: string, state: PlantState): void {
    if (!this.settings.stateFile) return;
    this.state.plants[gatewaySn] = state;
    writeSimState(this.settings.stateFile, this.state);
  }

  private findDevice(sn: string) {
    for (const gateway of this.gateways) {
      const device = gateway.findDevice(sn);
      if (device) return { gateway, device };
    }
    throw new UsageError(`No device ${sn} in the fleet`);
  }

  private checkInjectedSerialNumbers(): void {
    const { offline, faults, commLoss, stuckCounters } = this.settings;
    offline.forEach(({ sn }) => {
      if (!this.gateways.some((gateway) => gateway.sn === sn))
        throw new UsageError(`No gateway ${sn} in the fleet`);
    });
    [...faults, ...commLoss, ...stuckCounters].forEach(({ sn }) => this.findDevice(sn));
  }

  /** Applies the command line's fault injection; timed faults end on the simulated clock. */
  private injectFaults(): void {
    const { offline, faults, commLoss, stuckCounters } = this.settings;
    for (const { sn, durationMs = Number.POSITIVE_INFINITY, afterMs } of offline) {
      const gateway = this.gateway(sn);
      if (afterMs === undefined) gateway.loseNetworkAfterFirstUpload(durationMs);
      else this.later(afterMs, () => gateway.loseNetworkFor(durationMs));
    }
    for (const { sn, durationMs } of commLoss) {
      this.findDevice(sn).device.commLostUntil = this.startedAt + (durationMs ?? Number.POSITIVE_INFINITY);
    }
    for (const { sn, code, durationMs } of faults) {
      const { device } = this.findDevice(sn);
      device.raiseAlarm(code);
      if (durationMs !== undefined) this.later(durationMs, () => device.clearAlarm());
    }
    for (const { sn, counter } of stuckCounters) {
      this.findDevice(sn).gateway.options.plant.stickCounter(counter);
    }
  }

  /**
   * Raises and clears the demo's incidents on schedule: the first one shortly after the start,
   * the daily ones by each plant's local time. An alarm is raised through the device's alarm
   * registers, a network loss through the gateway, exactly as `--fault` and `--offline` do.
   */
  private runDemoIncidents(incidents: ReturnType<typeof fleetIncidents>): void {
    const raised = new Set<string>();
    const offline = new Set<string>();
    const first = firstDemoIncident;
    const firstDevice = this.gateways.some((gateway) => gateway.sn === first.gatewaySn)
      ? this.findDevice(first.deviceSn).device
      : undefined;
    if (firstDevice) {
      this.later(first.afterMs, () => {
        if (!firstDevice.activeAlarm) firstDevice.raiseAlarm(first.code);
      });
      this.later(first.afterMs + first.forMs, () => {
        if (firstDevice.activeAlarm?.code === first.code && !raised.has(first.deviceSn))
          firstDevice.clearAlarm();
      });
    }
    const check = () => {
      const at = this.time.now();
      for (const incident of incidents) {
        const remainingMs = incidentRemainingMs(incident, incident.timeZone, at);
        const id = `${incident.gatewaySn}|${incident.deviceSn ?? ''}|${incident.code ?? ''}`;
        if (incident.deviceSn && incident.code) {
          const { device } = this.findDevice(incident.deviceSn);
          if (remainingMs > 0 && !raised.has(id) && !device.activeAlarm) {
            device.raiseAlarm(incident.code);
            raised.add(id);
          } else if (remainingMs === 0 && raised.has(id)) {
            device.clearAlarm();
            raised.delete(id);
          }
        } else if (remainingMs > 0 && !offline.has(id)) {
          this.gateway(incident.gatewaySn).loseNetworkFor(remainingMs);
          offline.add(id);
        } else if (remainingMs === 0) offline.delete(id);
      }
    };
    const loop = async () => {
      while (!this.stopping.signal.aborted) {
        check();
        await this.time.sleep(incidentCheckMs, this.stopping.signal);
      }
    };
    loop().catch(() => undefined);
  }

  private later(simulatedMs: number, action: () => void): void {
    this.time
      .sleep(simulatedMs, this.stopping.signal)
      .then(action)
      .catch(() => undefined);
  }
}
