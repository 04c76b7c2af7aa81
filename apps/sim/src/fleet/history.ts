import type { TFleet, TFleetPlant } from '@sunfleet/contract/demo-fleet';
import type { TDeviceFrame } from '@sunfleet/contract/gateway-wire';
import { localTimeIn } from '../physics/local-time.ts';
import { PlantModel } from '../physics/plant-model.ts';
import { namedValues, type PlantSnapshot } from '../physics/plant-snapshot.ts';
import { clearSkyWeather } from '../weather/clear-sky.ts';
import type { WeatherSource } from '../weather/weather-source.ts';
import { initialEnergyOf, plantConfigOf } from './plant-from-fleet.ts';
import { devicesOf } from './sim-fleet.ts';
import { plantStateOf, type SimState } from './sim-state.ts';

export type HistoryOptions = {
  /** Where the history ends (the live simulator starts here); default now. */
  end: Date;
  /** How far back it starts. */
  spanMs: number;
  /** The newest stretch polled every `fineStepMs` (the day charts' 5-minute curve). */
  fineSpanMs: number;
  fineStepMs?: number;
  /** Before the fine stretch, this much is polled hourly (default 32 days); older polls every `sparseStepMs`. */
  hourlySpanMs?: number;
  /** Default 2 hours: counter energy spreads over the hours between polls, so hourly bars stay whole. */
  sparseStepMs?: number;
  /** Mixed into every plant's seed, as the live simulator's `--seed`. */
  seed: number;
  /** A recorded weather file for every plant; default: each plant's clear-sky model with clouds. */
  weather?: WeatherSource | undefined;
};

/** One poll of one device in the past, as its gateway would have uploaded it. */
export type HistoryFrame = { gatewaySn: string; frame: TDeviceFrame };

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/**
 * The instants a plant is polled at over its history, on whole steps: every `sparseStepMs` in
 * the oldest part, hourly in the last `hourlySpanMs` before the fine stretch, every `fineStepMs`
 * in the newest `fineSpanMs`, and the end itself. The ingest spreads a counter's energy over the
 * hours between two polls, so sparse polls still fill every hour's energy (a smoother curve); a
 * year polled every 5 minutes would take minutes to fold.
 */
export function historyInstants(options: HistoryOptions): number[] {
  const { end, spanMs, fineSpanMs, fineStepMs = 300_000 } = options;
  const { hourlySpanMs = 32 * dayMs, sparseStepMs = 2 * hourMs } = options;
  const endMs = end.getTime();
  const fineFrom = Math.ceil((endMs - fineSpanMs) / fineStepMs) * fineStepMs;
  const hourlyFrom = Math.ceil((fineFrom - hourlySpanMs) / hourMs) * hourMs;
  const instants: number[] = [];
  const startMs = Math.ceil((endMs - spanMs) / hourMs) * hourMs;
  for (let at = startMs; at < Math.min(hourlyFrom, fineFrom); at += sparseStepMs) instants.push(at);
  for (let at = Math.max(startMs, hourlyFrom); at < fineFrom; at += hourMs) instants.push(at);
  for (let at = Math.max(startMs, fineFrom); at < endMs; at += fineStepMs) instants.push(at);
  instants.push(endMs);
  return instants;
}

/**
 * A fleet's past, computed by the same physics, weather and devices the live simulator runs: each
 * plant starts `spanMs` before `end` from the counters its commissioning date implies and is
 * polled at `historyInstants`; it yields every device's register frames per poll. Returns the
 * state the live simulator continues from (`--state`): counters, "today" and battery charge at
 * `end`, so its first upload follows the history without a seam. Spare gateways have no plant and
 * so no history.
 */
export function* generateHistory(
  fleet: TFleet,
  options: HistoryOptions,
): Generator<HistoryFrame[], SimState> {
  const state: SimState = { plants: {} };
  const instants = historyInstants(options);
  const start = new Date(instants[0] ?? options.end.getTime());
  for (const plant of fleet.plants) {
    if (plant.isSpare) continue;
    const last = yield* historyOfPlant(plant, start, instants, options);
    const toLocal = localTimeIn(plant.timeZone);
    state.plants[plant.gateway.sn] = plantStateOf(last, (instant) => toLocal(instant).dateKey);
  }
  return state;
}

function* historyOfPlant(
  plant: TFleetPlant,
  start: Date,
  instants: readonly number[],
  options: HistoryOptions,
): Generator<HistoryFrame[], PlantSnapshot> {
  // The same seed and weather as the live simulator's (SimFleet), so the curves continue.
  const seed = plant.seed + options.seed * 7919;
  const config = plantConfigOf(plant, seed);
  const weather = options.weather ?? clearSkyWeather({ location: config.location, seed, hasClouds: true });
  const model = new PlantModel(
    config,
    weather,
    { now: () => start },
    {
      initialEnergyKwh: initialEnergyOf(plant, start),
      maxSubStepMs: 900_000,
    },
  );
  const devices = devicesOf(plant, model);
  let snapshot: PlantSnapshot | undefined;
  for (const at of instants) {
    snapshot = model.advanceTo(new Date(at));
    const values = namedValues(snapshot);
    yield devices.map((device) => ({ gatewaySn: plant.gateway.sn, frame: device.read(values, at) }));
  }
  if (!snapshot) throw new Error(`${plant.name}: a history needs at least one instant`);
  return snapshot;
}
