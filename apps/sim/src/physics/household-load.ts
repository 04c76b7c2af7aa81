import type { LocalTime } from './local-time.ts';
import { channelId, hashToUnit, smoothNoise } from './random.ts';

export interface HouseholdLoad {
  /** kWh a typical day consumes. */
  dailyKwh: number;
  seed: number;
}

const bump = (hour: number, peakHour: number, widthHours: number) =>
  Math.exp(-(((hour - peakHour) / widthHours) ** 2) / 2);

/** Relative demand over the day: breakfast peak, a low midday, the evening peak; weekends later and flatter. */
function shape(hour: number, isWeekend: boolean): number {
  const standby = 0.45;
  if (isWeekend) {
    return standby + 1.0 * bump(hour, 9.5, 1.6) + 0.8 * bump(hour, 13, 2) + 1.8 * bump(hour, 19, 2);
  }
  return standby + 1.4 * bump(hour, 7.25, 1) + 0.35 * bump(hour, 12.5, 1.5) + 2.0 * bump(hour, 19.25, 1.8);
}

/** Each day shape is scaled to a mean of 1, so `dailyKwh` is what a day uses on average. */
function meanOfShape(isWeekend: boolean): number {
  const samples = 24 * 60;
  let sum = 0;
  for (let minute = 0; minute < samples; minute += 1) sum += shape(minute / 60, isWeekend);
  return sum / samples;
}

const weekdayMean = meanOfShape(false);
const weekendMean = meanOfShape(true);
const dayChannel = channelId('load-day');
const driftChannel = channelId('load-drift');
const applianceChannel = channelId('load-appliance');
const applianceSlotMinutes = 15;

/**
 * Another appliance now and then (kettle, oven, washing machine): in a random 6 % of the
 * waking-hour quarter hours, 1.2–2.8 kW for the first 4–12 minutes.
 */
function applianceW(load: HouseholdLoad, instant: Date, local: LocalTime): number {
  if (local.hour < 6.5 || local.hour > 22.5) return 0;
  const minuteOfEpoch = Math.floor(instant.getTime() / 60_000);
  const slot = Math.floor(minuteOfEpoch / applianceSlotMinutes);
  if (hashToUnit(load.seed, applianceChannel, slot, 0) > 0.06) return 0;
  const runMinutes = 4 + 8 * hashToUnit(load.seed, applianceChannel, slot, 1);
  if (minuteOfEpoch - slot * applianceSlotMinutes >= runMinutes) return 0;
  return 1200 + 1600 * hashToUnit(load.seed, applianceChannel, slot, 2);
}

/** W a household draws at an instant: daily shape, a ±10 % day-to-day level, ±20 % drift and appliances. */
export function householdLoadW(load: HouseholdLoad, instant: Date, local: LocalTime): number {
  const isWeekend = local.weekday === 0 || local.weekday === 6;
  const meanW = (load.dailyKwh * 1000) / 24;
  const relative = shape(local.hour, isWeekend) / (isWeekend ? weekendMean : weekdayMean);
  const dayNumber = Number(local.dateKey.replaceAll('-', ''));
  const dayLevel = 0.9 + 0.2 * hashToUnit(load.seed, dayChannel, dayNumber);
  const drift = 0.8 + 0.4 * smoothNoise(load.seed, driftChannel, instant.getTime() / 600_000);
  return meanW * relative * dayLevel * drift + applianceW(load, instant, local);
}
