import { solisHybrid } from '../dictionaries/solis-hybrid.ts';
import { defineSettings, entryOf } from '../settings.ts';

const name = (en: string, zh: string, es: string) => ({ en, zh, es });
const holding = (key: string, names: ReturnType<typeof name>, start: number, unit = '') =>
  ({ functionCode: 3, key, names, start, count: 1, dataType: 'u16', unit }) as const;

/** A timed charge or discharge window: its current and its start and end, written together. */
const window = (kind: 'Charge' | 'Discharge') => {
  const group = `timed${kind}`;
  return [
    { entry: entryOf(solisHybrid, `timed${kind}Current`), min: 0, max: 100, precision: 1, group },
    ...['StartHour', 'StartMinute', 'EndHour', 'EndMinute'].map((part) => ({
      entry: entryOf(solisHybrid, `timed${kind}${part}`),
      min: 0,
      max: part.endsWith('Hour') ? 23 : 59,
      group,
    })),
  ];
};

/**
 * Solis (Ginlong) RHI hybrids: the "gy" family. Register facts from Ginlong's RS485 Modbus
 * protocol for energy-storage inverters (holding registers 43000–43150) as the community map
 * `solis_hybrid.yaml` names them.
 */
export const solisHybridSettings = defineSettings({
  dictionaryId: 'solis_hybrid',
  family: 'gy',
  writeFunctionCode: 16,
  pages: [
    {
      id: 'basicSetting',
      names: name('Basic settings', '基本设置', 'Ajustes básicos'),
      fields: [
        {
          entry: {
            ...holding('powerOn', name('Power on/off', '开关机', 'Encendido'), 43007),
            lookup: [
              { value: 0xbe, label: name('On', '开机', 'Encendido') },
              { value: 0xde, label: name('Off', '关机', 'Apagado') },
            ],
          },
          effect: 'powerSwitch',
          offValue: 0xde,
        },
      ],
    },
    {
      id: 'pcsWorkModel',
      names: name('Storage work mode', '储能工作模式', 'Modo de almacenamiento'),
      fields: [
        {
          entry: {
            ...holding('storageMode', name('Storage mode', '储能模式', 'Modo'), 43110),
            lookup: [
              { value: 33, label: name('Self use', '自发自用', 'Autoconsumo') },
              { value: 35, label: name('Time of use', '分时电价', 'Tarifa horaria') },
              { value: 36, label: name('Off-grid', '离网', 'Aislado') },
              { value: 96, label: name('Feed-in priority', '馈网优先', 'Prioridad de inyección') },
            ],
          },
        },
      ],
    },
    {
      id: 'setBattery',
      names: name('Battery', '电池设置', 'Batería'),
      fields: [
        { entry: entryOf(solisHybrid, 'overdischargeSoc'), min: 5, max: 100, effect: 'batteryReserveSoc' },
        { entry: entryOf(solisHybrid, 'backupModeSoc'), min: 5, max: 100 },
        ...window('Charge'),
        ...window('Discharge'),
      ],
    },
    {
      id: 'sysTime',
      names: name('System time', '系统时间', 'Hora del sistema'),
      fields: ['Year', 'Month', 'Day', 'Hour', 'Minute', 'Second'].map((part, i) => ({
        entry: holding(`clock${part}`, name(part, part, part), 43000 + i),
        min: 0,
        max: [99, 12, 31, 23, 59, 59][i]!,
        group: 'sysTime',
      })),
    },
  ],
});
