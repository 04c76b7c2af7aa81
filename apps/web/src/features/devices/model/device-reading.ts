import type { TPlantDevice } from '@sunfleet/contract/devices';
import { formatNumber } from '@/lib/format';

/** Which way power goes through a meter or a battery, for the words beside the number. */
export type TReadingDirection = 'gridImport' | 'gridExport' | 'charge' | 'discharge';

/** `lead` comes first (a battery's state of charge); `direction` words go before `power`. */
export type TDeviceReading = {
  lead: string | null;
  power: string | null;
  direction: TReadingDirection | null;
};

/** Below this a power reads as none (meter noise), as in the energy flow. */
const idleKw = 0.01;

const kw = (power: number) => `${formatNumber(Math.abs(power))} kW`;

function directionOf(power: number | null, ifPositive: TReadingDirection, ifNegative: TReadingDirection) {
  if (power === null || Math.abs(power) < idleKw) return null;
  return power > 0 ? ifPositive : ifNegative;
}

/**
 * The reading the overview's device list shows for a device: an inverter's PV power; a meter's
 * power and whether it imports or exports; a battery's state of charge and power and whether it
 * charges or discharges; a weather station's irradiance. Null before the device has reported it.
 */
export function deviceReadingOf(device: TPlantDevice): TDeviceReading | null {
  const { power, soc, irradiance } = device;
  switch (device.kind) {
    case 'inverterSinglePhaseHybrid':
    case 'inverterThreePhaseHybrid':
    case 'inverterString':
    case 'inverterMicro':
      return power === null ? null : { lead: null, power: kw(power), direction: null };
    case 'meter':
      return power === null
        ? null
        : { lead: null, power: kw(power), direction: directionOf(power, 'gridImport', 'gridExport') };
    case 'batteryBms':
      if (soc === null && power === null) return null;
      return {
        lead: soc === null ? null : `${formatNumber(soc, 0)} %`,
        power: power === null ? null : kw(power),
        direction: directionOf(power, 'discharge', 'charge'),
      };
    case 'weatherStation':
      return irradiance === null
        ? null
        : { lead: `${formatNumber(irradiance, 0)} W/m²`, power: null, direction: null };
  }
}
