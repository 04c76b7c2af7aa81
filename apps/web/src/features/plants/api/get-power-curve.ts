import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/power/day?date=`: 5-minute power of one local day. */
export const getPowerCurve = (plantId: string, date: string) =>
  api.get('/api/v1/plant/{id}/power/day', { path: { id: plantId }, query: { date } });

export const powerCurveQuery = (plantId: string, date: string) =>
  queryOptions({
    queryKey: plantKeys.powerDay(plantId, date),
    queryFn: () => getPowerCurve(plantId, date),
    refetchInterval: 5 * 60_000,
  });

export const usePowerCurve = (plantId: string, date: string) => useQuery(powerCurveQuery(plantId, date));
