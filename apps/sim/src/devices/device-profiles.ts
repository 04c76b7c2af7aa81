import type { TValue } from '@sunfleet/protocols/codec';
import type { TSettingsMap } from '@sunfleet/protocols/settings';
import { findSettings } from '@sunfleet/protocols/settings/catalog';

/** A holding register a command may write, and what writing it does to the plant. */
export interface WritableSetting {
  address: number;
  initialWord: number;
  effect?: 'activePowerLimitPercent' | 'powerSwitch';
}

/**
 * How one device model behaves beyond its register map: which holding registers it accepts
 * writes to (settings outside the polled blocks, plus writable dictionary values with their
 * initial values), whether it can abort a firmware upgrade, and its hardware name.
 */
export interface DeviceProfile {
  hardware: string;
  settings: WritableSetting[];
  /** Dictionary values that are settings (time-of-use table …), with their factory values. */
  writableValues: Record<string, TValue>;
  canCancelUpgrade: boolean;
  /** The remote settings its dictionary describes: writable, and acted on by the plant. */
  settingsMap?: TSettingsMap;
}

const inverterSettings = (limitAddress: number): WritableSetting[] => [
  { address: limitAddress, initialWord: 100, effect: 'activePowerLimitPercent' },
  { address: limitAddress + 1, initialWord: 1, effect: 'powerSwitch' },
];

/** Deye's six time-of-use segments: start, battery power (W), target SOC (%), enabled. */
const deyeTimeOfUse: Record<string, TValue> = Object.fromEntries(
  ['00:00', '05:00', '09:00', '16:00', '21:00', '23:00'].flatMap((start, i): [string, TValue][] => [
    [`timeOfUse${i + 1}Start`, start],
    [`timeOfUse${i + 1}Power`, 5000],
    [`timeOfUse${i + 1}Soc`, i === 3 ? 80 : 20],
    [`timeOfUse${i + 1}Enabled`, 1],
  ]),
);

/** Solis's battery reserve and its timed charge (02:00–05:00) and discharge (17:00–21:00) window. */
const solisBatterySettings: Record<string, TValue> = {
  backupModeSoc: 80,
  overdischargeSoc: 20,
  timedChargeCurrent: 50,
  timedDischargeCurrent: 50,
  timedChargeStartHour: 2,
  timedChargeStartMinute: 0,
  timedChargeEndHour: 5,
  timedChargeEndMinute: 0,
  timedDischargeStartHour: 17,
  timedDischargeStartMinute: 0,
  timedDischargeEndHour: 21,
  timedDischargeEndMinute: 0,
};

const sensorProfile = (hardware: string): DeviceProfile => ({
  hardware,
  settings: [],
  writableValues: {},
  canCancelUpgrade: true,
});

/** Profiles by dictionary id; register addresses are listed in the simulator README. */
export const deviceProfiles: Record<string, DeviceProfile> = {
  deye_hybrid: {
    hardware: 'SUN-6K-SG03LP1',
    settings: inverterSettings(340),
    writableValues: deyeTimeOfUse,
    canCancelUpgrade: true,
  },
  // The three-phase hybrid flashes its DSP straight from the download: an upgrade cannot be stopped.
  deye_sg04lp3: {
    hardware: 'SUN-12K-SG04LP3',
    settings: inverterSettings(340),
    writableValues: {},
    canCancelUpgrade: false,
  },
  deye_string: {
    hardware: 'SUN-10K-G',
    settings: inverterSettings(340),
    writableValues: {},
    canCancelUpgrade: true,
  },
  'solis_3p-4g': {
    hardware: 'Solis-3P10K-4G',
    settings: inverterSettings(3051),
    writableValues: {},
    canCancelUpgrade: true,
  },
  solis_hybrid: {
    hardware: 'RHI-6K-48ES-5G',
    settings: inverterSettings(43200),
    writableValues: solisBatterySettings,
    canCancelUpgrade: true,
  },
  sofar_lsw3: {
    hardware: 'KTL-X 30K',
    settings: inverterSettings(768),
    writableValues: {},
    canCancelUpgrade: true,
  },
  sunfleet_micro: {
    hardware: 'SF-MI1600',
    settings: inverterSettings(40),
    writableValues: {},
    canCancelUpgrade: true,
  },
  solis_meter: sensorProfile('Solis grid meter'),
  solis_meter_3p: sensorProfile('Solis three-phase grid meter'),
  sunfleet_bms: sensorProfile('SF-BMS-LFP'),
  sunfleet_weather: sensorProfile('SF-WS-100'),
};

/** Profile of a dictionary the simulator has no specific knowledge of: read-only, cancellable. */
export function profileOf(dictionaryId: string): DeviceProfile {
  const profile = deviceProfiles[dictionaryId] ?? sensorProfile(dictionaryId);
  const settingsMap = findSettings(dictionaryId);
  return settingsMap ? { ...profile, settingsMap } : profile;
}
