import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

export type TCustomersFilter = { page: number; size: number; keyword?: string; typeId?: string };

/** `GET /api/v1/customers`: a page of the company's customers. */
export const getCustomers = (filter: TCustomersFilter) => api.get('/api/v1/customers', { query: filter });

export const customersQuery = (filter: TCustomersFilter) =>
  queryOptions({
    queryKey: customerKeys.list(filter),
    queryFn: () => getCustomers(filter),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filter: TCustomersFilter) => useQuery(customersQuery(filter));
