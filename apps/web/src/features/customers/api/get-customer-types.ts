import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `GET /api/v1/customer/types`: the company's customer types as a tree. */
export const getCustomerTypes = () => api.get('/api/v1/customer/types');

export const customerTypesQuery = queryOptions({
  queryKey: customerKeys.typeTree(),
  queryFn: getCustomerTypes,
});

export const useCustomerTypes = () => useQuery(customerTypesQuery);
