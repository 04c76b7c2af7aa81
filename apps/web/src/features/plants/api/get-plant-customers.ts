import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from '@/features/customers/api/query-keys';

/**
 * `GET /api/v1/customers`: the company's customers a plant may be built for, by keyword (the
 * plant form's picker; shown to staff who may see the customer list).
 */
export const getPlantCustomers = (keyword: string) =>
  api.get('/api/v1/customers', { query: { page: 1, size: 50, keyword: keyword || undefined } });

export const plantCustomersQuery = (keyword: string, isEnabled: boolean) =>
  queryOptions({
    queryKey: customerKeys.picker(keyword),
    queryFn: () => getPlantCustomers(keyword),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

export const usePlantCustomers = (keyword: string, isEnabled: boolean) =>
  useQuery(plantCustomersQuery(keyword, isEnabled));
