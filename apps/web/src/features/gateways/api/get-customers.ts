import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gatewayKeys } from './query-keys.ts';

/** `GET /api/v1/customers/list`: the company's customers, to import for or filter by. */
export const getCustomers = () => api.get('/api/v1/customers/list');

export const customersQuery = () =>
  queryOptions({ queryKey: gatewayKeys.customers(), queryFn: getCustomers, staleTime: 60_000 });

export const useCustomers = (enabled = true) => useQuery({ ...customersQuery(), enabled });
