/** What a device is, as far as speaking for a plant's roles goes. */
type TDeviceClass = 'meter' | 'battery' | 'inverter' | 'other' | 'silent';

/**
 * How the readers of a plant name a meter that is not the plant's master meter while the plant
 * has one (`speakingKind` of @sunfleet/db/master-meter): it measures a sub-circuit, so it speaks
 * for none of the plant's roles (ADR 0027).
 */
export const subMeterKind = 'subMeter';

function deviceClassOf(kind: string): TDeviceClass {
  if (kind === subMeterKind) return 'silent';
  if (kind === 'meter') return 'meter';
  if (kind === 'batteryBms') return 'battery';
  return kind.startsWith('inverter') ? 'inverter' : 'other';
}

/**
 * Which devices speak for a role at plant level, best first. A hybrid inverter also reports grid
 * and battery values; adding them to the meter's or the BMS's would count the same power or
 * energy twice, so the meter answers for the grid connection, the BMS for the battery, inverters
 * for the rest. The rollups and the live energy flow follow the same rule.
 */
function authorityOf(role: string): TDeviceClass[] {
  if (role.startsWith('grid')) return ['meter', 'inverter', 'battery', 'other'];
  if (role.startsWith('battery')) return ['battery', 'inverter', 'meter', 'other'];
  return ['inverter', 'meter', 'battery', 'other'];
}

/** Of the devices that report a role, those of the most authoritative class (see `authorityOf`). */
export function speakersFor<T>(role: string, reporting: readonly T[], kindOf: (device: T) => string): T[] {
  // The silent class is in no role's authority list, so it never speaks.
  const speaker = authorityOf(role).find((deviceClass) =>
    reporting.some((device) => deviceClassOf(kindOf(device)) === deviceClass),
  );
  return reporting.filter((device) => deviceClassOf(kindOf(device)) === speaker);
}
