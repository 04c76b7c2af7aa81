import type { TValue } from '@sunfleet/protocols/codec';
import type { TDeviceKind, TDictionaryEntry } from '@sunfleet/protocols/dictionary';
import { convertUnit } from '@sunfleet/protocols/roles';
import { channelId, hashToUnit } from '../physics/random.ts';

/** What a device knows besides the plant's physics when it fills its registers. */
export interface DeviceReading {
  sn: string;
  kind: TDeviceKind;
  firmware: string;
  /** The plant model's flat values (`namedValues`). */
  values: Readonly<Record<string, number>>;
  /** Words of the device's alarm-word entries, by dictionary key. */
  alarmWords: ReadonlyMap<string, number[]>;
  /** The device's own clock in the plant's zone, `YYYY-MM-DD HH:MM:SS`. */
  localDateTime: string;
  /** kWh/m² of plane-of-array irradiation since local midnight (weather stations). */
  dailyIrradiation: number;
  /** kWh produced since the first reading of this local month and of this local year. */
  monthlyProduction: number;
  yearlyProduction: number;
  batteryKwh: number | undefined;
}

type Source = (reading: DeviceReading, match: RegExpExecArray, entry: TDictionaryEntry) => TValue | undefined;

const valueOf =
  (name: string): Source =>
  ({ values }) =>
    values[name];

/** Several shipped dictionaries share value keys (`value-names.ts`), so one table serves them all. */
const isHybrid = (kind: TDeviceKind) =>
  kind === 'inverterSinglePhaseHybrid' || kind === 'inverterThreePhaseHybrid';

const phaseCount = ({ values }: DeviceReading) => (values.acL3Power === undefined ? 1 : 3);
const phaseVoltage = ({ values }: DeviceReading) => values.acL1Voltage ?? 230;
const inverterAcPower = (reading: DeviceReading) => {
  const { values } = reading;
  // On a hybrid the AC terminals carry PV and battery; a string or micro inverter only makes PV.
  if (!isHybrid(reading.kind)) return values.pvPower;
  return (values.acL1Power ?? 0) + (values.acL2Power ?? 0) + (values.acL3Power ?? 0);
};
/** A plant power (W) on phase `n`: shared evenly by the phases the plant is connected on. */
const phaseShare = (reading: DeviceReading, power: 'gridPower' | 'loadPower', n: string | undefined) =>
  Number(n) <= phaseCount(reading) ? Math.round((reading.values[power] ?? 0) / phaseCount(reading)) : 0;
const meterPhaseCurrent = (reading: DeviceReading, n: string | undefined) =>
  Math.abs(phaseShare(reading, 'gridPower', n)) / (reading.values[`acL${n}Voltage`] ?? phaseVoltage(reading));
const isProducing = ({ values }: DeviceReading) => values.runState === 1;

/** A power in watts in the entry's unit (Solis's string inverter reports kW). */
const inUnitOf = (entry: TDictionaryEntry, watts: number | undefined) =>
  watts === undefined ? undefined : (convertUnit(watts, 'W', entry.unit) ?? watts);

/** Deye's battery settings: 16 LFP cells charged to 3.6 V, floated at 3.45 V. */
const lfpCells = 16;
const chargeCurrentLimit = ({ values, batteryKwh }: DeviceReading) =>
  ((batteryKwh ?? 0) * 500) / (values.batteryVoltage || 51.2);

/**
 * How far a slave pack has aged, 0 (like new) to 1, fixed per battery SN and pack: packs of one
 * rack age unevenly, and an older pack has less capacity and a wider spread between its cells.
 */
const packAging = (sn: string, pack: string) =>
  hashToUnit(channelId(sn), channelId('pack-aging'), Number(pack));
/** A pack's SOH (%): 96.6 to 99.4 by its aging. */
const packSoh = (sn: string, pack: string) => 99.4 - 2.8 * packAging(sn, pack);
const cycleCount = ({ values, batteryKwh }: DeviceReading) =>
  Math.floor((values.batteryDischargeEnergyTotal ?? 0) / (batteryKwh ?? 1));

/** The device clock as Solis keeps it: year (two digits), month, day, hour, minute, second. */
const clockWords = ({ localDateTime }: DeviceReading) =>
  localDateTime
    .split(/[- :]/)
    .map(Number)
    .map((part, i) => (i === 0 ? part % 100 : part));

/** Hex-nibble version text (`1.2.0.0`) from firmware names like `V1_2_0` or `1.2.0.0`. */
export function versionText(firmware: string): string {
  const parts = firmware
    .replace(/^[Vv]/, '')
    .split(/[^0-9A-Za-z]+/)
    .filter(Boolean)
    .map((part) => (Number.parseInt(part, 16) || 0) % 16);
  return [0, 1, 2, 3].map((i) => (parts[i] ?? 0).toString(16).toUpperCase()).join('.');
}

const versionWord = (firmware: string) => Number.parseInt(versionText(firmware).replaceAll('.', ''), 16);

/** The first lookup label of an entry among the preferred ones, in English. */
function label(entry: TDictionaryEntry, ...preferred: string[]): string | undefined {
  const labels = new Set(entry.lookup?.map((item) => item.label.en));
  return preferred.find((name) => labels.has(name));
}

/** `runState` codes of `namedValues`: 0 standby, 1 producing, 2 off, 3 fault (Deye, Sofar, Solis words). */
const runStateLabels: Record<number, string[]> = {
  1: ['Normal', 'Generating', 'On Grid/Generating', 'Normal Operation'],
  2: ['Off', 'Stand-by', 'Waiting', 'Waiting State', 'Control Shutdown'],
  3: ['Fault', 'Fail Safe', 'Downtime'],
};
const standbyLabels = ['Stand-by', 'Waiting', 'Waiting State', 'Standby'];

const runningLabel = (entry: TDictionaryEntry, { values }: DeviceReading) =>
  label(entry, ...(runStateLabels[values.runState ?? 0] ?? standbyLabels));

function batteryLabel(entry: TDictionaryEntry, { values }: DeviceReading): string | undefined {
  const power = values.batteryPower ?? 0;
  if (power > 0) return label(entry, 'Discharging', 'Discharge mode', 'Discharge');
  if (power < 0) return label(entry, 'Charging', 'Charge mode', 'Charge');
  return label(entry, 'Stand-by', 'Standby');
}

const energy = (counter: string, period: 'Today' | 'Total'): Source => valueOf(`${counter}Energy${period}`);

/** The local hour, for the slow daily swing of values the physics does not model (wind direction). */
const hourOfDay = (reading: DeviceReading) => Number(reading.localDateTime.slice(11, 13));

/**
 * Where each dictionary key's value comes from. Keys are matched whole; `$1` of a pattern is a
 * phase, string or pack number. A key no rule covers reads 0, as an unused register would.
 */
const rules: [RegExp, Source][] = [
  [/^serialNumber$/, (reading) => reading.sn],
  [/^firmwareVersion$/, (reading) => versionText(reading.firmware)],
  [
    /^(controlBoardVersion|communicationBoardVersion|dspVersion|lcdVersion)$/,
    (reading) => versionWord(reading.firmware),
  ],
  [
    /^(runningStatus|inverterStatus|operatingStatus)$/,
    (reading, _match, entry) => runningLabel(entry, reading),
  ],
  [
    /^(workMode|workingMode|storageControlMode|smartLoadEnabled|generatorConnection|countryCode)$/,
    (_reading, _match, entry) => entry.lookup?.[0]?.label.en,
  ],
  [/^timeOfUseEnabled$/, (_reading, _match, entry) => label(entry, 'Enable')],
  [/^inverterClock$/, clockWords],
  [/^(batteryStatus|systemState)$/, (reading, _match, entry) => batteryLabel(entry, reading)],
  [/^sensorStatus$/, (_reading, _match, entry) => label(entry, 'Normal')],
  [/^gridConnection$/, (_reading, _match, entry) => label(entry, 'On-grid')],
  [/^relayState$/, (_reading, _match, entry) => label(entry, 'Closed')],
  [/^(alarms|pack\dAlarms)$/, (reading, match) => reading.alarmWords.get(match[0])],
  [/^dailyProduction$/, energy('pv', 'Today')],
  [/^totalProduction$/, energy('pv', 'Total')],
  [/^monthlyProduction$/, (reading) => reading.monthlyProduction],
  [/^yearlyProduction$/, (reading) => reading.yearlyProduction],
  [/^totalGridProduction$/, energy('gridExport', 'Total')],
  [/^dailyEnergyBought$/, energy('gridImport', 'Today')],
  [/^totalEnergyBought$/, energy('gridImport', 'Total')],
  [/^dailyEnergySold$/, energy('gridExport', 'Today')],
  [/^totalEnergySold$/, energy('gridExport', 'Total')],
  [/^dailyLoadConsumption$/, energy('load', 'Today')],
  [/^totalLoadConsumption$/, energy('load', 'Total')],
  [/^dailyBatteryCharge$/, energy('batteryCharge', 'Today')],
  [/^totalBatteryCharge$/, energy('batteryCharge', 'Total')],
  [/^dailyBatteryDischarge$/, energy('batteryDischarge', 'Today')],
  [/^totalBatteryDischarge$/, energy('batteryDischarge', 'Total')],
  [/^(dcTemperature|powerModuleTemperature|inverterTemperature)$/, valueOf('inverterTemperature')],
  [/^(acTemperature|innerTemperature)$/, ({ values }) => (values.inverterTemperature ?? 0) - 5],
  [/^pv(\d)(Voltage|Current|Power)$/, ({ values }, match) => values[match[0]]],
  [/^pv1(Voltage|Current)Slave$/, ({ values }, match) => values[`pv1${match[1]}`]],
  [/^pv(1|2|Negative)InsulationResistance$/, (reading) => (isProducing(reading) ? 1500 : 0)],
  [/^dcPower$/, ({ values }, _match, entry) => inUnitOf(entry, values.dcPower)],
  [/^(gridVoltage|loadVoltage|inverterVoltage)$/, phaseVoltage],
  [/^gridLineVoltage(Ab|Bc|Ca)$/, (reading) => Math.sqrt(3) * phaseVoltage(reading)],
  [/^(gridVoltage|loadVoltage)L(\d)$/, ({ values }, match) => values[`acL${match[2]}Voltage`] ?? 0],
  [
    // A meter measures the grid connection; an inverter's grid current is its own output.
    /^(gridCurrent|inverterCurrent)L(\d)$/,
    (reading, match) =>
      reading.kind === 'meter'
        ? meterPhaseCurrent(reading, match[2])
        : Math.abs(reading.values[`acL${match[2]}Current`] ?? 0),
  ],
  [/^inverterPowerL(\d)$/, ({ values }, match) => values[`acL${match[1]}Power`] ?? 0],
  [
    /^(inverterPower|activePower|invertingPower|inverterApparentPower)$/,
    (reading, _match, entry) => inUnitOf(entry, inverterAcPower(reading)),
  ],
  [/^inverterCurrent$/, ({ values }) => Math.abs(values.acL1Current ?? 0)],
  [/^gridPower$/, valueOf('gridPower')],
  [/^gridCurrent$/, (reading) => Math.abs(reading.values.gridPower ?? 0) / phaseVoltage(reading)],
  [
    /^(internalCtPower|externalCtPower|gridPower)L(\d)$/,
    (reading, match) => phaseShare(reading, 'gridPower', match[2]),
  ],
  [/^apparentPower$/, ({ values }) => Math.abs(values.gridPower ?? 0)],
  [/^powerFactor$/, ({ values }) => ((values.gridPower ?? 0) < 0 ? -0.99 : 0.99)],
  [/^loadPower$/, valueOf('loadPower')],
  [/^loadPowerL(\d)$/, (reading, match) => phaseShare(reading, 'loadPower', match[1])],
  [/^(gridFrequency|loadFrequency|inverterFrequency)$/, valueOf('gridFrequency')],
  [/^battery(Power|Soc|Voltage|Current|Temperature)$/, ({ values }, match) => values[match[0]]],
  [/^bmsBattery(Voltage|Current)$/, ({ values }, match) => values[`battery${match[1]}`]],
  [/^batteryCapacity$/, ({ batteryKwh }) => ((batteryKwh ?? 0) * 1000) / 51.2],
  [/^battery(Equalization|Absorption)Voltage$/, () => lfpCells * 3.6],
  [/^batteryFloatVoltage$/, () => lfpCells * 3.45],
  [/^batteryMax(Charge|Discharge)Current$/, chargeCurrentLimit],
  [/^batterySoh$/, () => 98.6],
  [/^maxCellVoltage$/, ({ values }) => (values.batteryVoltage ?? 0) / 16 + 0.012],
  [/^minCellVoltage$/, ({ values }) => (values.batteryVoltage ?? 0) / 16 - 0.012],
  [/^minCellTemperature$/, ({ values }) => (values.batteryTemperature ?? 0) - 1.5],
  [/^cycleCount$/, cycleCount],
  [
    /^(chargeCurrentLimit|dischargeCurrentLimit|bmsChargeCurrentLimit|bmsDischargeCurrentLimit)$/,
    chargeCurrentLimit,
  ],
  [/^packCount$/, ({ values }) => [1, 2, 3, 4].filter((n) => values[`pack${n}Voltage`] !== undefined).length],
  [/^pack(\d)(Voltage|Current|Soc|Temperature)$/, ({ values }, match) => values[match[0]]],
  [
    /^pack(\d)Soh$/,
    ({ values, sn }, match) =>
      values[`pack${match[1]}Voltage`] === undefined ? undefined : packSoh(sn, match[1] ?? '1'),
  ],
  [
    /^pack(\d)Cycles$/,
    (reading, match) =>
      reading.values[`pack${match[1]}Voltage`] === undefined ? undefined : cycleCount(reading),
  ],
  [
    // 16 cells in series: the highest sits a little above the mean, the lowest further below it
    // (the weak cell sags first), both further apart in an older pack.
    /^pack(\d)(Max|Min)CellVoltage$/,
    ({ values, sn }, match) => {
      const voltage = values[`pack${match[1]}Voltage`];
      if (voltage === undefined) return undefined;
      const aging = packAging(sn, match[1] ?? '1');
      return voltage / 16 + (match[2] === 'Max' ? 0.004 + 0.01 * aging : -0.005 - 0.025 * aging);
    },
  ],
  [
    /^pack(\d)(Max|Min)Temperature$/,
    ({ values }, match) => {
      const temperature = values[`pack${match[1]}Temperature`];
      return temperature === undefined ? undefined : temperature + (match[2] === 'Max' ? 0.8 : -0.8);
    },
  ],
  [
    /^pack(\d)SerialNumber$/,
    ({ values, sn }, match) =>
      values[`pack${match[1]}Voltage`] === undefined ? undefined : `${sn.slice(-9)}P${match[1]}`,
  ],
  [/^irradiance$/, valueOf('irradiancePlane')],
  [/^(moduleTemperature|ambientTemperature|windSpeed)$/, ({ values }, match) => values[match[0]]],
  [/^windDirection$/, (reading) => (200 + 15 * Math.sin(hourOfDay(reading) / 3)) % 360],
  [/^humidity$/, ({ values }) => Math.min(95, Math.max(20, 85 - 1.8 * (values.ambientTemperature ?? 15)))],
  [/^dailyIrradiation$/, (reading) => reading.dailyIrradiation],
  [/^clock$/, (reading) => reading.localDateTime],
  [/^busVoltage$/, (reading) => (isProducing(reading) ? 620 : 0)],
];

/** The values of a dictionary's entries a device presents; entries without a value are left out. */
export function registerValues(
  entries: readonly TDictionaryEntry[],
  reading: DeviceReading,
): Record<string, TValue> {
  const result: Record<string, TValue> = {};
  for (const entry of entries) {
    const value = sourceValue(entry, reading);
    if (value !== undefined) result[entry.key] = fitEntry(entry, value);
  }
  return result;
}

/** Each entry's rule and match, found once: a history reads every entry some 80,000 times. */
const ruleOfEntry = new WeakMap<TDictionaryEntry, { source: Source; match: RegExpExecArray } | null>();

function sourceValue(entry: TDictionaryEntry, reading: DeviceReading): TValue | undefined {
  let rule = ruleOfEntry.get(entry);
  if (rule === undefined) {
    rule = null;
    for (const [pattern, source] of rules) {
      const match = pattern.exec(entry.key);
      if (match) {
        rule = { source, match };
        break;
      }
    }
    ruleOfEntry.set(entry, rule);
  }
  return rule ? rule.source(reading, rule.match, entry) : undefined;
}

/**
 * A device saturates instead of overflowing: numbers are clamped to what the registers can hold,
 * text is cut to the register capacity.
 */
function fitEntry(entry: TDictionaryEntry, value: TValue): TValue {
  if (typeof value === 'string' && entry.dataType === 'ascii')
    return value.slice(0, entry.count * 2 - entry.skipBytes);
  if (typeof value !== 'number') return value;
  const [low, high] = limitsOf(entry);
  return Math.min(high, Math.max(low, value));
}

const entryLimits = new WeakMap<TDictionaryEntry, readonly [number, number]>();

/** The lowest and highest number an entry's registers hold. */
function limitsOf(entry: TDictionaryEntry): readonly [number, number] {
  let limits = entryLimits.get(entry);
  if (!limits) {
    const bits = (entry.count * 2 - entry.skipBytes) * 8;
    const isSigned = entry.dataType === 's16' || entry.dataType === 's32';
    const [rawMin, rawMax] = isSigned ? [-(2 ** (bits - 1)), 2 ** (bits - 1) - 1] : [0, 2 ** bits - 1];
    const [low = 0, high = 0] = [
      (rawMin - entry.base) * entry.scale,
      (rawMax - entry.base) * entry.scale,
    ].sort((a, b) => a - b);
    limits = [low, high];
    entryLimits.set(entry, limits);
  }
  return limits;
}
