import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** `GET /api/v1/plant/{id}/income`: income of today … total from the plant's tariff. */
export const getPlantIncome = (plantId: string) =>
  api.get('/api/v1/plant/{id}/income', { path: { id: plantId } });

export const plantIncomeQuery = (plantId: string) =>
  queryOptions({
    queryKey: plantKeys.income(plantId),
    queryFn: () => getPlantIncome(plantId),
    refetchInterval: 5 * 60_000,
  });

export const usePlantIncome = (plantId: string) => useQuery(plantIncomeQuery(plantId));
