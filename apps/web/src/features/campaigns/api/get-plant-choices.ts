import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/** `GET /api/v1/plants`: the first 100 plants the user sees (the most a page holds), by name, for the campaign filter's plant choice. */
export const plantChoicesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.plantChoices(),
    queryFn: () => api.get('/api/v1/plants', { query: { page: 1, size: 100, sort: 'name', order: 'asc' } }),
    select: (page) => page.infos.map((plant) => ({ value: plant.id, label: plant.name })),
  });

export const usePlantChoices = () => useQuery(plantChoicesQuery());
