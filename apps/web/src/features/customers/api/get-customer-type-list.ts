import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `GET /api/v1/customerTypes`: the same types, flat (for pickers of the customer list). */
export const getCustomerTypeList = () => api.get('/api/v1/customerTypes');

export const customerTypeListQuery = queryOptions({
  queryKey: customerKeys.typeList(),
  queryFn: getCustomerTypeList,
});

export const useCustomerTypeList = () => useQuery(customerTypeListQuery);
