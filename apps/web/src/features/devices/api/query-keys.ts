import type { TInverterFamily } from '@sunfleet/contract/inverters';
import { plantKeys } from '@/features/plants/api/query-keys';

/**
 * Every query key of the devices feature, from one factory. Per kind two roots: the lists and
 * counts (`inverters`, `meters`, `batteries`), invalidated after a rename or delete, and one
 * device's views under `inverter(sn)`, `meter(sn)`, `battery(sn)`.
 */
export const deviceKeys = {
  inverters: ['inverters'] as const,
  inverterList: (query: object) => [...deviceKeys.inverters, query] as const,
  inverterCounts: () => [...deviceKeys.inverters, 'count'] as const,
  inverter: (sn: string) => ['inverter', sn] as const,
  inverterInput: (sn: string) => [...deviceKeys.inverter(sn), 'input'] as const,
  inverterOutput: (sn: string) => [...deviceKeys.inverter(sn), 'output'] as const,
  inverterFlow: (sn: string) => [...deviceKeys.inverter(sn), 'flow'] as const,
  familyRealtime: (sn: string, family: TInverterFamily) =>
    [...deviceKeys.inverter(sn), family, 'realtime'] as const,
  inverterCurve: (sn: string, of: string, date: string, keys: string[] | undefined) =>
    [...deviceKeys.inverter(sn), of, 'day', date, keys] as const,
  inverterBars: (sn: string, family: TInverterFamily | null, span: object) =>
    [...deviceKeys.inverter(sn), family, span] as const,
  microByDate: (sn: string, from: string, to: string) =>
    [...deviceKeys.inverter(sn), 'byDate', from, to] as const,
  chartParameters: (sn: string) => [...deviceKeys.inverter(sn), 'params'] as const,
  inverterDebug: (sn: string, commandId: string | null) =>
    [...deviceKeys.inverter(sn), 'debug', commandId] as const,
  customParameters: () => ['inverter-params-custom'] as const,
  recentEvents: (sn: string) => ['device-events', sn] as const,
  meters: ['meters'] as const,
  meterList: (query: object) => [...deviceKeys.meters, query] as const,
  meterCounts: () => [...deviceKeys.meters, 'count'] as const,
  meterDetails: ['meter'] as const,
  meter: (sn: string) => [...deviceKeys.meterDetails, sn] as const,
  meterRealtime: (sn: string) => [...deviceKeys.meter(sn), 'realtime'] as const,
  meterCurve: (sn: string, date: string) => [...deviceKeys.meter(sn), 'day', date] as const,
  meterBars: (sn: string, span: object) => [...deviceKeys.meter(sn), span] as const,
  batteries: ['batteries'] as const,
  batteryList: (query: object) => [...deviceKeys.batteries, query] as const,
  batteryCounts: () => [...deviceKeys.batteries, 'count'] as const,
  battery: (sn: string) => ['battery', sn] as const,
  batteryDay: (sn: string, date: string) => [...deviceKeys.battery(sn), 'day', date] as const,
  batteryRealtime: (sn: string) => [...deviceKeys.battery(sn), 'realtime'] as const,
  batteryInfo: (sn: string) => [...deviceKeys.battery(sn), 'info'] as const,
  batterySlaves: (id: string) => [...deviceKeys.battery(id), 'slaves'] as const,
  device: (sn: string) => ['device', sn] as const,
  deviceEvents: (sn: string, page: number, size: number) =>
    [...deviceKeys.device(sn), 'events', page, size] as const,
  energyRefusals: (sn: string) => [...deviceKeys.device(sn), 'energy-refusals'] as const,
  /** Under the plant's key, so that a change of the plant reads its devices again. */
  plantDevices: (plantId: string) => [...plantKeys.detail(plantId), 'devices'] as const,
};
