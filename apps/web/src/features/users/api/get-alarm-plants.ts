import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from './query-keys.ts';

/** `GET /api/v1/plant/filter`: the plants the user sees, to pick which ones to be mailed about. */
export const alarmPlantsQuery = queryOptions({
  queryKey: userKeys.alarmPlants(),
  queryFn: () => api.get('/api/v1/plant/filter', { query: { size: 500 } }),
});
export const useAlarmPlants = () => useQuery(alarmPlantsQuery);
