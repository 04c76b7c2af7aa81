import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPlantOption } from '@sunfleet/contract/plants';
import { api } from '@/lib/api';

/** `GET /api/v1/plant/filter`: plants by name for the report's picker. */
export const getPlantOptions = (keyword: string) =>
  api.request('/api/v1/plant/filter', {
    query: { keyword: keyword || undefined, size: 100 },
    schema: z.array(ZPlantOption),
  });

export const plantOptionsQuery = (keyword: string) =>
  queryOptions({ queryKey: ['workdata', 'plants', keyword], queryFn: () => getPlantOptions(keyword) });

export const usePlantOptions = (keyword: string) => useQuery(plantOptionsQuery(keyword));
