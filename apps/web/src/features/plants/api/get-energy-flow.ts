import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/energy/{id}/flow`: kW of each part of the plant now. */
export const getEnergyFlow = (plantId: string) =>
  api.get('/api/v1/plant/energy/{id}/flow', { path: { id: plantId } });

export const energyFlowQuery = (plantId: string) =>
  queryOptions({ queryKey: plantKeys.flow(plantId), queryFn: () => getEnergyFlow(plantId) });

/** `refetchMs`: polling interval, only while no push stream keeps the flow current. */
export const useEnergyFlow = (plantId: string, refetchMs: number | false) =>
  useQuery({ ...energyFlowQuery(plantId), refetchInterval: refetchMs });
