import { z } from 'zod';
import { ZDeviceKind } from '@sunfleet/protocols/dictionary';
import { ZPlantType } from './enums.ts';
import { ZWireSn } from './gateway-wire.ts';
import { ZPlantIncome } from './plants.ts';
import { ZPlantName } from './validators.ts';

/**
 * A fleet of plants, each with one gateway and the devices behind it. The simulator runs a fleet
 * (a JSON file in this shape, or `demoFleet` with `--demo`); the database seed creates the same
 * plants, gateways and devices from `demoFleet`, so the demo's live data lands on real records.
 */

/** A device the gateway polls over Modbus, read with a shipped protocol dictionary. */
export const ZFleetDevice = z.object({
  sn: ZWireSn,
  kind: ZDeviceKind,
  /** Id of a shipped dictionary (`deye_hybrid`, `solis_meter` …). */
  dictionaryId: z.string().min(1).max(64),
  name: z.string().min(1).max(64).optional(),
  /**
   * An inverter's rated AC power from its nameplate (kW): the portal shows it and the simulator
   * limits the inverter to it. Absent: the simulator sizes the inverter from the plant's capacity.
   */
  ratedPowerKw: z.number().positive().max(10_000).optional(),
});
export type TFleetDevice = z.infer<typeof ZFleetDevice>;

export const ZFleetGateway = z.object({
  sn: ZWireSn,
  /** The gateway's MQTT password (spec: gateway SN and key). */
  key: z.string().min(8).max(64),
  model: z.string().min(1).max(64).default('SF-LOGGER-4G'),
  firmware: z.string().min(1).max(64).default('V1_0_0'),
  network: z.enum(['wifi', 'ethernet', 'cellular']).default('wifi'),
  devices: z.array(ZFleetDevice).min(1).max(64),
});
export type TFleetGateway = z.infer<typeof ZFleetGateway>;

/** A plant and what the simulator needs to model it; one inverter per plant. */
export const ZFleetPlant = z
  .object({
    name: ZPlantName,
    /** Account of the customer who owns the plant; absent: the installer company's own plant. */
    ownerAccount: z.email().optional(),
    plantType: ZPlantType,
    /** IANA zone: the plant's local time for load habits, "today" counters and display. */
    timeZone: z.string().min(1),
    location: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      address: z.string().max(200).optional(),
    }),
    capacityKwp: z.number().positive().max(50_000),
    /** Degrees from horizontal. */
    tilt: z.number().min(0).max(90).default(25),
    /** Degrees clockwise from north the modules face (180 = south). */
    azimuth: z.number().min(0).max(360).default(180),
    /** Usable battery energy; absent: no battery. */
    batteryKwh: z.number().positive().max(10_000).optional(),
    dailyLoadKwh: z.number().positive().max(100_000).default(10),
    /** Counters start from the energy of the years since commissioning (YYYY-MM-DD). */
    commissionedOn: z.iso.date().optional(),
    /** What the plant's energy earns (the overview's income); absent: no tariff set. */
    income: ZPlantIncome.optional(),
    /**
     * A spare gateway: the seed stores the gateway and its devices but no plant, for a user to
     * bind in the creation wizard. The simulator runs it like the others (the fields above are
     * the site it models), so the new plant shows live data as soon as it is bound.
     */
    isSpare: z.boolean().default(false),
    seed: z.int().min(0).default(1),
    gateway: ZFleetGateway,
  })
  .refine((plant) => plant.gateway.devices.filter((d) => d.kind.startsWith('inverter')).length === 1, {
    message: 'A simulated plant has exactly one inverter',
    path: ['gateway', 'devices'],
  });
export type TFleetPlant = z.infer<typeof ZFleetPlant>;
export type TFleetPlantInput = z.input<typeof ZFleetPlant>;

export const ZFleet = z
  .object({ plants: z.array(ZFleetPlant).min(1).max(10_000) })
  .refine((fleet) => hasUniqueSerialNumbers(fleet.plants), {
    message: 'Gateway and device serial numbers must be unique in a fleet',
  });
export type TFleet = z.infer<typeof ZFleet>;

function hasUniqueSerialNumbers(plants: readonly TFleetPlant[]): boolean {
  const sns = plants.flatMap((plant) => [plant.gateway.sn, ...plant.gateway.devices.map((d) => d.sn)]);
  return new Set(sns).size === sns.length;
}

/** The site the demo's spare gateway measures (the simulator models it). */
const spareSite: TFleetPlantInput = {
  name: 'Spare gateway in Boulder',
  plantType: 'dcCoupledStorage',
  timeZone: 'America/Denver',
  location: { latitude: 40.02, longitude: -105.27, address: '1200 Pearl Street, Boulder, CO' },
  capacityKwp: 6.5,
  batteryKwh: 10,
  dailyLoadKwh: 16,
  isSpare: true,
  seed: 66,
  gateway: {
    sn: 'SFGW26010066',
    key: 'spare-3Rb7kW2q',
    devices: [
      {
        sn: '2601150066',
        kind: 'inverterSinglePhaseHybrid',
        dictionaryId: 'deye_hybrid',
        name: 'Hybrid inverter',
        ratedPowerKw: 6,
      },
      { sn: 'SFBMS2601150066', kind: 'batteryBms', dictionaryId: 'sunfleet_bms', name: 'Battery' },
      { sn: 'SFMT26011566', kind: 'meter', dictionaryId: 'solis_meter', name: 'Grid meter' },
    ],
  },
};

const demoPlants: TFleetPlantInput[] = [
  {
    name: 'Maple Street Home',
    ownerAccount: 'owner@sunfleet.local',
    plantType: 'dcCoupledStorage',
    timeZone: 'America/New_York',
    location: { latitude: 36.07, longitude: -79.79, address: '418 Maple Street, Greensboro, NC' },
    capacityKwp: 8.2,
    batteryKwh: 10,
    dailyLoadKwh: 24,
    commissionedOn: '2023-04-12',
    income: { method: 'constant', currency: 'USD', price: 0.13 },
    seed: 11,
    gateway: {
      sn: 'SFGW23040011',
      key: 'maple-7Qx2vN9c',
      devices: [
        {
          sn: '2304120011',
          kind: 'inverterSinglePhaseHybrid',
          dictionaryId: 'deye_hybrid',
          name: 'Hybrid inverter',
          ratedPowerKw: 8,
        },
        { sn: 'SFBMS2304120011', kind: 'batteryBms', dictionaryId: 'sunfleet_bms', name: 'Battery' },
        { sn: 'SFMT23041211', kind: 'meter', dictionaryId: 'solis_meter', name: 'Grid meter' },
      ],
    },
  },
  {
    name: 'Harbour View Residence',
    ownerAccount: 'owner@sunfleet.local',
    plantType: 'dcCoupledStorage',
    timeZone: 'Europe/Madrid',
    location: { latitude: 39.47, longitude: -0.38, address: 'Carrer del Port 22, Valencia' },
    capacityKwp: 12,
    batteryKwh: 15,
    dailyLoadKwh: 18,
    commissionedOn: '2024-02-20',
    income: { method: 'constant', currency: 'EUR', price: 0.17 },
    seed: 22,
    gateway: {
      sn: 'SFGW24020022',
      key: 'harbour-4Lp8sK2m',
      network: 'ethernet',
      devices: [
        {
          sn: '2402200022',
          kind: 'inverterThreePhaseHybrid',
          dictionaryId: 'deye_sg04lp3',
          name: 'Hybrid inverter',
          ratedPowerKw: 12,
        },
        { sn: 'SFBMS2402200022', kind: 'batteryBms', dictionaryId: 'sunfleet_bms', name: 'Battery' },
        { sn: 'SFMT24022022', kind: 'meter', dictionaryId: 'solis_meter_3p', name: 'Grid meter' },
      ],
    },
  },
  {
    name: 'Riverside Warehouse',
    plantType: 'gridTied',
    timeZone: 'Europe/Berlin',
    location: { latitude: 48.14, longitude: 11.58, address: 'Isarstraße 5, München' },
    capacityKwp: 30,
    tilt: 10,
    dailyLoadKwh: 120,
    commissionedOn: '2022-06-01',
    income: { method: 'constant', currency: 'EUR', price: 0.25 },
    seed: 33,
    gateway: {
      sn: 'SFGW22060033',
      key: 'river-9Tz3wQ6d',
      network: 'cellular',
      devices: [
        {
          sn: 'SF22060033',
          kind: 'inverterString',
          dictionaryId: 'sofar_lsw3',
          name: 'String inverter',
          ratedPowerKw: 25,
        },
        { sn: 'SFMT22060133', kind: 'meter', dictionaryId: 'solis_meter_3p', name: 'Grid meter' },
        { sn: 'SFWS0033', kind: 'weatherStation', dictionaryId: 'sunfleet_weather', name: 'Weather station' },
      ],
    },
  },
  {
    name: 'Sunny Balcony Flat',
    ownerAccount: 'owner@sunfleet.local',
    plantType: 'gridTied',
    timeZone: 'Australia/Sydney',
    location: { latitude: -33.87, longitude: 151.21, address: '7/31 Bay Street, Sydney' },
    capacityKwp: 1.6,
    tilt: 30,
    azimuth: 0,
    dailyLoadKwh: 8,
    commissionedOn: '2025-01-15',
    income: { method: 'constant', currency: 'AUD', price: 0.32 },
    seed: 44,
    gateway: {
      sn: 'SFGW25010044',
      key: 'balcony-2Hd5rX8j',
      devices: [
        {
          sn: 'MI25010044',
          kind: 'inverterMicro',
          dictionaryId: 'sunfleet_micro',
          name: 'Micro inverter',
          ratedPowerKw: 1.6,
        },
      ],
    },
  },
  {
    name: 'Lakeside School',
    plantType: 'acCoupledStorage',
    timeZone: 'Asia/Shanghai',
    location: { latitude: 31.23, longitude: 121.47, address: '88 Lakeside Road, Shanghai' },
    capacityKwp: 20,
    batteryKwh: 20,
    dailyLoadKwh: 60,
    commissionedOn: '2023-09-01',
    income: { method: 'constant', currency: 'CNY', price: 0.65 },
    seed: 55,
    gateway: {
      sn: 'SFGW23090055',
      key: 'lakeside-6Fm1cV4p',
      network: 'ethernet',
      devices: [
        {
          sn: 'SF23090055',
          kind: 'inverterString',
          dictionaryId: 'sofar_lsw3',
          name: 'String inverter',
          ratedPowerKw: 17,
        },
        { sn: 'SFBMS2309010055', kind: 'batteryBms', dictionaryId: 'sunfleet_bms', name: 'Battery' },
        { sn: 'SFMT23090155', kind: 'meter', dictionaryId: 'solis_meter_3p', name: 'Grid meter' },
        { sn: 'SFWS0055', kind: 'weatherStation', dictionaryId: 'sunfleet_weather', name: 'Weather station' },
      ],
    },
  },
  spareSite,
];

/**
 * The demo installer's fleet (plants without `ownerAccount` are the company's own; the others
 * belong to the demo owner) and its spare gateway. Parsed at load, so a mistake here fails every
 * test that imports it.
 */
export const demoFleet: TFleet = ZFleet.parse({ plants: demoPlants });

/**
 * The demo's spare gateway (SN and key, as the README tells new users): bound in the creation
 * wizard, it makes a plant with live data.
 */
export const demoSpareGateway = { sn: spareSite.gateway.sn, key: spareSite.gateway.key };

/** The simulator's entry, relative to the repository root (the working directory to spawn in). */
export const simulatorEntry = 'apps/sim/src/main.ts';
/** The simulator's production bundle (`npm run build`, ADR 0050): plain JavaScript, no loader. */
export const compiledSimulatorEntry = 'apps/sim/dist/main.js';

/**
 * Arguments for `node` that run the simulator with the demo fleet against a broker, e.g.
 * `spawn(process.execPath, demoSimulatorArgs({ brokerUrl, stateFile: 'data/sim-state.json' }), { cwd: repoRoot })`.
 * The state file keeps the devices' energy counters across runs: without it every restart starts
 * them from estimates, lower than what the cloud stored, and ingest reads that as a reset.
 */
export function demoSimulatorArgs(options: {
  brokerUrl: string;
  stateFile: string;
  extra?: readonly string[];
  /** Run the bundle (production) instead of the sources under tsx. */
  isCompiled?: boolean;
}): string[] {
  const { brokerUrl, stateFile, extra = [], isCompiled = false } = options;
  const entry = isCompiled ? [compiledSimulatorEntry] : ['--import', 'tsx', simulatorEntry];
  return [...entry, '--demo', '--broker', brokerUrl, '--state', stateFile, ...extra];
}
