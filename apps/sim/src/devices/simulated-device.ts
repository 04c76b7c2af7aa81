import type { TDeviceFrame } from '@sunfleet/contract/gateway-wire';
import { encodeEntry, encodeRegisters, type TFrameBlock } from '@sunfleet/protocols/codec';
import {
  entryAddresses,
  findBlock,
  type TDeviceKind,
  type TDictionaryEntry,
  type TFlag,
  type TFunctionCode,
  type TProtocolDictionary,
} from '@sunfleet/protocols/dictionary';
import type { TimeOfUseSlot } from '../physics/plant-model.ts';
import type { DeviceProfile } from './device-profiles.ts';
import { applySettings, factorySettingWords } from './settings-effects.ts';
import { registerValues } from './register-values.ts';

/** The plant commands a device's settings act on (a `PlantModel` provides them). */
export interface PlantControls {
  setActivePowerLimit(fraction: number): void;
  setPowered(isOn: boolean): void;
  setExportLimit(watts: number | undefined): void;
  setBatteryReserve(fraction: number): void;
  setTimeOfUse(slots: readonly TimeOfUseSlot[] | undefined): void;
  raiseFault(code: number, options?: { tripsInverter?: boolean }): void;
  clearFault(): void;
}

export interface InjectedAlarm {
  code: string;
  /** The alarm bit that carries the code, when the device's dictionary has one. */
  flag: TFlag | undefined;
  alarmKey: string | undefined;
}

export interface DeviceOptions {
  sn: string;
  kind: TDeviceKind;
  dictionary: TProtocolDictionary;
  profile: DeviceProfile;
  firmware: string;
  timeZone: string;
  batteryKwh: number | undefined;
  plant: PlantControls;
}

/** A Modbus exception as a gateway reports it. */
export class ModbusError extends Error {
  override readonly name = 'ModbusError';
}

const slot = (functionCode: TFunctionCode, address: number) => functionCode * 0x10000 + address;
const hourMs = 3_600_000;

const isInverter = (kind: TDeviceKind) => kind.startsWith('inverter');

const localFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });

/**
 * One device behind a gateway: it presents the plant's values in its dictionary's registers,
 * keeps a writable holding-register image (settings), and carries injected alarms.
 */
export class SimulatedDevice {
  readonly sn: string;
  readonly kind: TDeviceKind;
  /** What the gateway polls it with; a protocol change replaces it. */
  dictionary: TProtocolDictionary;
  readonly profile: DeviceProfile;
  firmware: string;
  /** Until this simulated instant the device does not answer the gateway. */
  commLostUntil: number | undefined;
  private alarm: InjectedAlarm | undefined;
  private readonly settings = new Map<number, number>();
  /** The last poll's blocks; `registers` maps them by address when a Modbus read first asks. */
  private lastBlocks: TDeviceFrame['blocks'] = [];
  private registerMap: Map<number, number> | undefined;
  private formatLocal: Intl.DateTimeFormat;
  private irradiation = { dateKey: '', kwhPerM2: 0, lastAt: 0 };
  /** PV total at the first reading of the local month and year (Solis's period counters). */
  private productionBases = { month: '', monthKwh: 0, year: '', yearKwh: 0 };

  constructor(private readonly options: DeviceOptions) {
    this.sn = options.sn;
    this.kind = options.kind;
    this.dictionary = options.dictionary;
    this.profile = options.profile;
    this.firmware = options.firmware;
    this.formatLocal = localFormat(options.timeZone);
    for (const setting of options.profile.settings) this.settings.set(setting.address, setting.initialWord);
    for (const [key, value] of Object.entries(options.profile.writableValues)) {
      const entry = this.entry(key);
      const words = encodeEntry(entry, value);
      entryAddresses(entry).forEach((address, i) => this.settings.set(address, words[i] ?? 0));
    }
    if (options.profile.settingsMap) {
      for (const [address, word] of factorySettingWords(options.profile.settingsMap))
        if (!this.settings.has(address)) this.settings.set(address, word);
    }
  }

  /** Protocol change: polled with `dictionary` from now on (registers as last read are dropped). */
  changeDictionary(dictionary: TProtocolDictionary): void {
    this.dictionary = dictionary;
    this.lastBlocks = [];
    this.registerMap = undefined;
  }

  /** The device's clock follows its plant to another time zone. */
  setTimeZone(timeZone: string): void {
    this.formatLocal = localFormat(timeZone);
  }

  isAnswering(at: number): boolean {
    return this.commLostUntil === undefined || at >= this.commLostUntil;
  }

  /** Polls the device: its registers at an instant, as the gateway uploads them. */
  read(values: Readonly<Record<string, number>>, at: number): TDeviceFrame {
    const localDateTime = this.formatLocal.format(new Date(at));
    const blocks = encodeRegisters(
      this.dictionary,
      registerValues(this.dictionary.entries, {
        sn: this.sn,
        kind: this.kind,
        firmware: this.firmware,
        values,
        alarmWords: this.alarmWords(),
        localDateTime,
        dailyIrradiation: this.integrateIrradiation(values.irradiancePlane ?? 0, at, localDateTime),
        ...this.periodProduction(values, localDateTime),
        batteryKwh: this.options.batteryKwh,
      }),
    ).map((block) => this.withSettings(block));
    // A history polls a year of frames and never reads a register: the map waits for a read.
    this.lastBlocks = blocks;
    this.registerMap = undefined;
    return { deviceSn: this.sn, dictionaryId: this.dictionary.id, ts: at, blocks };
  }

  private registers(): Map<number, number> {
    this.registerMap ??= new Map(
      this.lastBlocks.flatMap((block) =>
        block.words.map((word, i) => [slot(block.functionCode, block.start + i), word]),
      ),
    );
    return this.registerMap;
  }

  /** Modbus read: polled registers as last read, and settings; other addresses are illegal. */
  readRegisters(functionCode: TFunctionCode, start: number, count: number): number[] {
    return Array.from({ length: count }, (_, i) => {
      const address = start + i;
      const word =
        (functionCode === 3 ? this.settings.get(address) : undefined) ??
        this.registers().get(slot(functionCode, address)) ??
        (findBlock(this.dictionary.blocks, functionCode, address) ? 0 : undefined);
      if (word === undefined) throw new ModbusError(`Illegal data address ${address}`);
      return word;
    });
  }

  /** Modbus write of holding registers: only settings are writable; all or nothing. */
  writeRegisters(start: number, words: readonly number[]): void {
    const readOnly = words.findIndex((_, i) => !this.settings.has(start + i));
    if (readOnly >= 0) throw new ModbusError(`Register ${start + readOnly} is not writable`);
    words.forEach((word, i) => this.settings.set(start + i, word));
    if (this.profile.settingsMap) applySettings(this.profile.settingsMap, this.settings, this.options.plant);
    for (const setting of this.profile.settings) {
      const word = this.settings.get(setting.address);
      if (word === undefined || setting.address < start || setting.address >= start + words.length) continue;
      this.applySetting(setting.effect, word);
    }
  }

  /** The holding register of a setting with an effect (active power limit, power switch). */
  settingAddress(effect: 'activePowerLimitPercent' | 'powerSwitch'): number | undefined {
    return this.profile.settings.find((setting) => setting.effect === effect)?.address;
  }

  /** Re-applies the active power limit register (after a demand-response curtailment ends). */
  restoreActivePowerLimit(): void {
    const address = this.settingAddress('activePowerLimitPercent');
    const word = address === undefined ? undefined : this.settings.get(address);
    this.options.plant.setActivePowerLimit(word === undefined ? 1 : word / 100);
  }

  /** Fault injection: raises an alarm code; a fault (not a warning) on an inverter trips it. */
  raiseAlarm(code: string): InjectedAlarm {
    const alarmEntries = this.dictionary.entries.filter((entry) => entry.role === 'alarmWord');
    const found = alarmEntries
      .flatMap((entry) => (entry.flags ?? []).map((flag) => ({ entry, flag })))
      .find(({ flag }) => flag.code.toLowerCase() === code.toLowerCase());
    this.alarm = { code: found?.flag.code ?? code, flag: found?.flag, alarmKey: found?.entry.key };
    if (isInverter(this.kind)) {
      const numeric = found ? found.flag.bit + 1 : Number.parseInt(code.replace(/\D/g, ''), 10) || 1;
      this.options.plant.raiseFault(numeric, { tripsInverter: found?.flag.severity !== 'warning' });
    }
    return this.alarm;
  }

  clearAlarm(): void {
    this.alarm = undefined;
    if (isInverter(this.kind)) this.options.plant.clearFault();
  }

  get activeAlarm(): InjectedAlarm | undefined {
    return this.alarm;
  }

  /** Alarm words of the device's alarm entries, with the injected alarm's bit set. */
  alarmWords(): Map<string, number[]> {
    const words = new Map<string, number[]>();
    for (const entry of this.dictionary.entries.filter((e) => e.role === 'alarmWord')) {
      const entryWords = Array.from({ length: entry.count }, () => 0);
      const flag = this.alarm?.alarmKey === entry.key ? this.alarm.flag : undefined;
      if (flag) entryWords[Math.floor(flag.bit / 16)] = 1 << (flag.bit % 16);
      words.set(entry.key, entryWords);
    }
    return words;
  }

  private applySetting(effect: 'activePowerLimitPercent' | 'powerSwitch' | undefined, word: number): void {
    switch (effect) {
      case 'activePowerLimitPercent':
        this.options.plant.setActivePowerLimit(Math.min(100, word) / 100);
        return;
      case 'powerSwitch':
        this.options.plant.setPowered(word !== 0);
        return;
      case undefined:
        return;
    }
  }

  private withSettings(block: TFrameBlock): TFrameBlock {
    if (block.functionCode !== 3) return block;
    return { ...block, words: block.words.map((word, i) => this.settings.get(block.start + i) ?? word) };
  }

  private entry(key: string): TDictionaryEntry {
    const entry = this.dictionary.entries.find((e) => e.key === key);
    if (!entry) throw new Error(`${this.dictionary.id} has no value ${key}`);
    return entry;
  }

  /**
   * kWh produced this month and this year. The simulator knows the plant only from its first
   * reading: a period it starts in counts from that reading's day (today's energy included).
   */
  private periodProduction(values: Readonly<Record<string, number>>, localDateTime: string) {
    const total = values.pvEnergyTotal ?? 0;
    const bases = this.productionBases;
    const [month, year] = [localDateTime.slice(0, 7), localDateTime.slice(0, 4)];
    const startOfToday = total - (values.pvEnergyToday ?? 0);
    if (bases.month !== month) Object.assign(bases, { month, monthKwh: bases.month ? total : startOfToday });
    if (bases.year !== year) Object.assign(bases, { year, yearKwh: bases.year ? total : startOfToday });
    return { monthlyProduction: total - bases.monthKwh, yearlyProduction: total - bases.yearKwh };
  }

  /** A weather station sums plane-of-array irradiance since local midnight (kWh/m²). */
  private integrateIrradiation(irradiance: number, at: number, localDateTime: string): number {
    const dateKey = localDateTime.slice(0, 10);
    const state = this.irradiation;
    if (state.dateKey !== dateKey) this.irradiation = { dateKey, kwhPerM2: 0, lastAt: at };
    else if (at > state.lastAt) {
      state.kwhPerM2 += (irradiance * (at - state.lastAt)) / hourMs / 1000;
      state.lastAt = at;
    }
    return this.irradiation.kwhPerM2;
  }
}
