import type { WeatherReading, WeatherSource } from '../weather/weather-source.ts';
import { batteryVoltage, chargeLimitW, dischargeLimitW, socAfter } from './battery.ts';
import { EnergyCounter } from './energy-counter.ts';
import { householdLoadW } from './household-load.ts';
import { gridFrequency, inverterOutput, phaseReadings, type InverterOutput } from './inverter.ts';
import {
  decomposeGlobal,
  planeOfArrayIrradiance,
  type PlaneOfArrayIrradiance,
  type SkyIrradiance,
} from './irradiance.ts';
import { localTimeIn, type LocalTime } from './local-time.ts';
import { resolvePlant, type PlantBattery, type PlantConfig, type ResolvedPlant } from './plant-config.ts';
import {
  energyCounterNames,
  type BatterySnapshot,
  type EnergyCounterName,
  type PlantSnapshot,
  type RunState,
} from './plant-snapshot.ts';
import { balanceBus, type PowerFlows } from './power-balance.ts';
import { arrayDcPower, cellTemperature, stringReadings } from './pv-array.ts';
import { channelId, hashToUnit } from './random.ts';
import type { SimClock } from './sim-clock.ts';
import { sunPosition, type SunPosition } from './sun-position.ts';

export interface PlantModelOptions {
  /** Longer steps are split so battery limits and counters integrate finely; default 5 minutes. */
  maxSubStepMs?: number;
  /** Counter totals the devices start from (a real inverter is rarely new); default 0. */
  initialEnergyKwh?: Partial<Record<EnergyCounterName, number>>;
  /** The "today" readings of a local date (a simulator restarted during that day continues them). */
  initialToday?: { dateKey: string; kwh: Partial<Record<EnergyCounterName, number>> };
}

/** Everything the physics worked out for one sub-step, evaluated at its middle. */
interface Conditions {
  instant: Date;
  local: LocalTime;
  sun: SunPosition;
  weather: WeatherReading;
  sky: SkyIrradiance;
  poa: PlaneOfArrayIrradiance;
  cellC: number;
  output: InverterOutput;
  flows: PowerFlows;
}

interface InjectedFault {
  code: number;
  tripsInverter: boolean;
}

const hourMs = 3_600_000;
const idleOutput: InverterOutput = { acW: 0, dcW: 0, efficiency: 0, isClipping: false };
const packChannel = channelId('battery-pack');

/** A weather source may only know GHI; then the Erbs model splits it into beam and diffuse. */
function skyOf(weather: WeatherReading, sun: SunPosition, instant: Date): SkyIrradiance {
  if (weather.dni === undefined || weather.dhi === undefined)
    return decomposeGlobal(weather.ghi, sun, instant);
  return { ghi: weather.ghi, dni: weather.dni, dhi: weather.dhi };
}

/** One time-of-use program: from its start (local hour) until the next one's. */
export interface TimeOfUseSlot {
  startHour: number;
  powerW: number;
  soc: number;
  gridCharge: boolean;
}

/** The program whose start is the latest at or before the hour (the last one runs past midnight). */
function activeSlot(slots: readonly TimeOfUseSlot[] | undefined, hour: number): TimeOfUseSlot | undefined {
  if (!slots?.length) return undefined;
  const sorted = [...slots].sort((a, b) => a.startHour - b.startHour);
  return sorted.filter((slot) => slot.startHour <= hour).at(-1) ?? sorted.at(-1);
}

/**
 * One simulated plant: PV array, inverter, household, optional battery and the grid meter.
 * `advanceTo` moves it through time (sub-stepping long steps) and returns what its devices would
 * report; the hooks below are the commands and faults the gateway simulator passes on.
 */
export class PlantModel {
  plant: ResolvedPlant;
  private localTime: (instant: Date) => LocalTime;
  private readonly maxSubStepMs: number;
  private readonly counters: Record<EnergyCounterName, EnergyCounter>;
  private soc: number;
  private lastInstant: Date | undefined;
  private lastSnapshot: PlantSnapshot | undefined;
  private isPowered = true;
  private activePowerLimit = 1;
  private batteryDispatchW: number | undefined;
  private exportLimitW: number | undefined;
  private batteryReserve = 0;
  private timeOfUse: readonly TimeOfUseSlot[] | undefined;
  private fault: InjectedFault | undefined;
  private offlineUntil: Date | undefined;

  constructor(
    config: PlantConfig,
    private weather: WeatherSource,
    private readonly clock: SimClock,
    options: PlantModelOptions = {},
  ) {
    this.plant = resolvePlant(config);
    this.localTime = localTimeIn(this.plant.timeZone);
    this.maxSubStepMs = options.maxSubStepMs ?? 300_000;
    this.counters = Object.fromEntries(
      energyCounterNames.map((name) => {
        const today = options.initialToday;
        const todayKwh = today?.kwh[name];
        return [
          name,
          new EnergyCounter(
            options.initialEnergyKwh?.[name] ?? 0,
            today && todayKwh !== undefined ? { dateKey: today.dateKey, kwh: todayKwh } : undefined,
          ),
        ];
      }),
    ) as Record<EnergyCounterName, EnergyCounter>;
    this.soc = this.plant.battery?.initialSoc ?? 0;
  }

  /** Advances to the clock's now. */
  step(): PlantSnapshot {
    return this.advanceTo(this.clock.now());
  }

  /**
   * Advances to an instant and returns the snapshot there. The first call only sets the start;
   * an instant not after the last one returns the last snapshot (time does not run backwards).
   */
  advanceTo(instant: Date): PlantSnapshot {
    const last = this.lastInstant;
    if (last && this.lastSnapshot && instant.getTime() <= last.getTime()) return this.lastSnapshot;
    const conditions = last
      ? this.runFromTo(last, instant)
      : this.evaluate(instant, this.maxSubStepMs / hourMs);
    this.lastInstant = instant;
    this.lastSnapshot = this.snapshotOf(conditions, instant);
    return this.lastSnapshot;
  }

  /**
   * Runs equal sub-steps through a span, each evaluated at its middle (so hourly steps on the hour
   * sample a TMY hour's own value), and returns the last sub-step's conditions.
   */
  private runFromTo(from: Date, to: Date): Conditions {
    const spanMs = to.getTime() - from.getTime();
    const subSteps = Math.ceil(spanMs / this.maxSubStepMs);
    const subStepMs = spanMs / subSteps;
    const hours = subStepMs / hourMs;
    let conditions = this.evaluate(new Date(from.getTime() + subStepMs / 2), hours);
    this.integrate(conditions, hours);
    for (let index = 1; index < subSteps; index += 1) {
      conditions = this.evaluate(new Date(from.getTime() + (index + 0.5) * subStepMs), hours);
      this.integrate(conditions, hours);
    }
    return conditions;
  }

  /** Power off/on command: off, the inverter neither converts PV nor runs the battery. */
  setPowered(isOn: boolean): void {
    this.isPowered = isOn;
  }

  /** Active power limit command, as a fraction of the AC rating (0–1). */
  setActivePowerLimit(fraction: number): void {
    this.activePowerLimit = Math.min(1, Math.max(0, fraction));
  }

  /** Export limit setting (W; 0 in a zero-export mode): PV is curtailed so export stays below it. */
  setExportLimit(watts: number | undefined): void {
    this.exportLimitW = watts;
  }

  /** Battery shutdown/reserve SOC setting (0–1): the battery does not discharge below it. */
  setBatteryReserve(fraction: number): void {
    this.batteryReserve = Math.min(1, Math.max(0, fraction));
  }

  /**
   * Time-of-use table (Deye's "system work mode" programs): in each slot the battery holds the
   * slot's SOC, charging towards it from the grid at the slot's power when the slot enables that.
   */
  setTimeOfUse(slots: readonly TimeOfUseSlot[] | undefined): void {
    this.timeOfUse = slots;
  }

  /** Demand-response dispatch: hold the battery at a power (W, positive = discharge); undefined resumes self-consumption. */
  dispatchBattery(powerW: number | undefined): void {
    this.batteryDispatchW = powerW;
  }

  /** Fault injection: a fault code on the inverter; a tripping fault stops conversion until cleared. */
  raiseFault(code: number, options: { tripsInverter?: boolean } = {}): void {
    this.fault = { code, tripsInverter: options.tripsInverter ?? true };
  }

  clearFault(): void {
    this.fault = undefined;
  }

  /** Fault injection: the gateway loses its connection until an instant (the plant keeps running). */
  goOffline(until: Date): void {
    this.offlineUntil = until;
  }

  /** Fault injection: a counter's readings freeze (`stick`), jump back (`release`) or restart at zero (`reset`). */
  stickCounter(name: EnergyCounterName): void {
    this.counters[name].stick();
  }

  /**
   * Moves the plant to another site (a gateway bound to a plant elsewhere): from the next step its
   * sun, weather and local time are the new site's; counters and battery charge carry on. The
   * modules face the equator there.
   */
  relocate(site: { location: ResolvedPlant['location']; timeZone: string }, weather: WeatherSource): void {
    const azimuth = site.location.latitude < 0 ? 0 : 180;
    this.plant = {
      ...this.plant,
      location: site.location,
      timeZone: site.timeZone,
      surface: { ...this.plant.surface, azimuth },
    };
    this.localTime = localTimeIn(site.timeZone);
    this.weather = weather;
  }

  releaseCounter(name: EnergyCounterName): void {
    this.counters[name].release();
  }

  resetCounter(name: EnergyCounterName): void {
    this.counters[name].reset();
  }

  private get isConverting(): boolean {
    return this.isPowered && !this.fault?.tripsInverter;
  }

  private evaluate(instant: Date, hours: number): Conditions {
    const { plant } = this;
    const sun = sunPosition(instant, plant.location);
    const weather = this.weather.readingAt(instant);
    const sky = skyOf(weather, sun, instant);
    const poa = planeOfArrayIrradiance(sky, sun, plant.surface, plant.albedo);
    const cellC = cellTemperature({ ...weather, planeIrradiance: poa.total });
    const output = this.isConverting
      ? inverterOutput(arrayDcPower(poa.total, cellC, plant.array), plant.inverter, this.activePowerLimit)
      : idleOutput;
    const local = this.localTime(instant);
    const battery = this.isConverting ? plant.battery : undefined;
    const slot = activeSlot(this.timeOfUse, local.hour);
    const reserve = Math.max(this.batteryReserve, slot ? slot.soc / 100 : 0);
    const demand = {
      loadW: householdLoadW({ dailyKwh: plant.dailyLoadKwh, seed: plant.seed }, instant, local),
      chargeLimitW: battery ? chargeLimitW(battery, this.soc, hours) : 0,
      dischargeLimitW: battery && this.soc > reserve ? dischargeLimitW(battery, this.soc, hours) : 0,
      ...this.batteryCommand(slot, reserve),
    };
    let flows = balanceBus({ pvW: output.acW, ...demand });
    if (this.exportLimitW !== undefined && flows.gridExportW > this.exportLimitW)
      flows = balanceBus({ pvW: output.acW - (flows.gridExportW - this.exportLimitW), ...demand });
    return { instant, local, sun, weather, sky, poa, cellC, output, flows };
  }

  /** A demand-response dispatch, else a time-of-use slot's grid charging while below its SOC. */
  private batteryCommand(slot: TimeOfUseSlot | undefined, reserve: number): { dispatchW?: number } {
    if (this.batteryDispatchW !== undefined) return { dispatchW: this.batteryDispatchW };
    if (slot?.gridCharge && this.soc < reserve) return { dispatchW: -slot.powerW };
    return {};
  }

  private integrate({ flows, local }: Conditions, hours: number): void {
    const { battery } = this.plant;
    if (battery) {
      this.soc = socAfter(battery, this.soc, flows.batteryDischargeW - flows.batteryChargeW, hours);
    }
    const kwh = (watts: number) => (watts * hours) / 1000;
    const flowed: Record<EnergyCounterName, number> = {
      pv: flows.pvW,
      load: flows.loadW,
      gridImport: flows.gridImportW,
      gridExport: flows.gridExportW,
      batteryCharge: flows.batteryChargeW,
      batteryDischarge: flows.batteryDischargeW,
    };
    for (const name of energyCounterNames) this.counters[name].add(kwh(flowed[name]), local.dateKey);
  }

  private runState({ flows }: Conditions): RunState {
    if (this.fault?.tripsInverter) return 'fault';
    if (!this.isPowered) return 'off';
    return flows.pvW > 0 || flows.batteryChargeW > 0 || flows.batteryDischargeW > 0 ? 'producing' : 'standby';
  }

  private snapshotOf(conditions: Conditions, at: Date): PlantSnapshot {
    const { plant } = this;
    const { flows, output, poa, sky, weather, sun, cellC } = conditions;
    const batteryNetW = flows.batteryDischargeW - flows.batteryChargeW;
    const inverterAcW = plant.battery ? flows.pvW + batteryNetW : flows.pvW;
    return {
      at,
      isOnline: !this.offlineUntil || at.getTime() >= this.offlineUntil.getTime(),
      faultCode: this.fault?.code ?? 0,
      runState: this.runState(conditions),
      pvPower: flows.pvW,
      dcPower: Math.round(output.dcW),
      pvStrings: stringReadings(output.dcW, plant.strings, poa.total, cellC),
      isClipping: output.isClipping,
      inverterEfficiency: output.efficiency * 100,
      inverterTemperature:
        weather.airTemperature + 3 + (25 * Math.abs(inverterAcW)) / plant.inverter.ratedAcW,
      acPhases: phaseReadings(inverterAcW, plant.inverter.phases, plant.grid, plant.seed, at),
      gridFrequency: gridFrequency(plant.grid, plant.seed, at),
      gridPower: flows.gridImportW - flows.gridExportW,
      gridImportPower: flows.gridImportW,
      gridExportPower: flows.gridExportW,
      loadPower: flows.loadW,
      battery: plant.battery
        ? this.batterySnapshot(plant.battery, batteryNetW, weather.airTemperature)
        : undefined,
      energy: Object.fromEntries(
        energyCounterNames.map((name) => [
          name,
          { totalKwh: this.counters[name].totalKwh, todayKwh: this.counters[name].todayKwh },
        ]),
      ) as PlantSnapshot['energy'],
      irradianceGlobal: sky.ghi,
      irradianceDirect: sky.dni,
      irradianceDiffuse: sky.dhi,
      irradiancePlane: poa.total,
      ambientTemperature: weather.airTemperature,
      moduleTemperature: cellC,
      windSpeed: weather.windSpeed,
      sunElevation: sun.elevation,
      sunAzimuth: sun.azimuth,
    };
  }

  /** Packs in parallel share voltage and split current, each a little off the mean like real cells. */
  private batterySnapshot(battery: PlantBattery, powerW: number, airTemperature: number): BatterySnapshot {
    const voltage = batteryVoltage(battery.nominalVoltage, this.soc, powerW);
    const current = powerW / voltage;
    // Batteries sit indoors or in a cabinet: damped outdoor swing, warmed by their own current.
    const temperature = 20 + 0.3 * (airTemperature - 20) + (4 * Math.abs(powerW)) / battery.maxDischargeW;
    const spread = (pack: number, key: number) => hashToUnit(this.plant.seed, packChannel, pack, key) - 0.5;
    let assignedA = 0;
    const packs = Array.from({ length: battery.packCount }, (_, pack) => {
      const isLast = pack === battery.packCount - 1;
      const packCurrent = isLast
        ? current - assignedA
        : (current / battery.packCount) * (1 + 0.04 * spread(pack, 0));
      assignedA += packCurrent;
      return {
        voltage: voltage + 0.1 * spread(pack, 1),
        current: packCurrent,
        soc: Math.min(100, Math.max(0, this.soc * 100 + spread(pack, 2))),
        temperature: temperature + spread(pack, 3),
      };
    });
    return {
      power: powerW,
      chargePower: Math.max(0, -powerW),
      dischargePower: Math.max(0, powerW),
      soc: this.soc * 100,
      voltage,
      current,
      temperature,
      packs,
    };
  }
}
