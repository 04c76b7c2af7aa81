import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { energyCounterNames } from '../physics/plant-snapshot.ts';
import type { PlantSnapshot } from '../physics/plant-snapshot.ts';

/**
 * What a plant's devices remember across simulator runs, as real hardware keeps its counters:
 * energy totals and the battery's state of charge, by gateway SN. Without it a restarted
 * simulator would start its counters lower than the cloud last stored, which reads as a reset.
 */
const ZCounters = z.record(z.enum(energyCounterNames), z.number().min(0));
const ZPlantState = z.object({
  at: z.number(),
  energyKwh: ZCounters,
  /** The "today" readings and the plant's local date they belong to. */
  today: z.object({ dateKey: z.string(), kwh: ZCounters }),
  batterySoc: z.number().min(0).max(100).optional(),
});
const ZSimState = z.object({ plants: z.record(z.string(), ZPlantState) });
export type PlantState = z.infer<typeof ZPlantState>;
export type SimState = z.infer<typeof ZSimState>;

/** The saved state, or an empty one when the file does not exist yet or cannot be read. */
export function readSimState(path: string): SimState {
  try {
    return ZSimState.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return { plants: {} };
  }
}

/** Writes the whole state atomically (a crash mid-write leaves the previous file). */
export function writeSimState(path: string, state: SimState): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, path);
}

const countersOf = (snapshot: PlantSnapshot, reading: 'totalKwh' | 'todayKwh') =>
  Object.fromEntries(
    energyCounterNames.map((name) => [name, snapshot.energy[name][reading]]),
  ) as PlantState['energyKwh'];

/** `localDate` formats an instant as the plant's local `YYYY-MM-DD`. */
export function plantStateOf(snapshot: PlantSnapshot, localDate: (instant: Date) => string): PlantState {
  return {
    at: snapshot.at.getTime(),
    energyKwh: countersOf(snapshot, 'totalKwh'),
    today: { dateKey: localDate(snapshot.at), kwh: countersOf(snapshot, 'todayKwh') },
    ...(snapshot.battery && { batterySoc: snapshot.battery.soc }),
  };
}
