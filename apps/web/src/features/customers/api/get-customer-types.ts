import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/customer/types`: the company's customer types as a tree. */
export const getCustomerTypes = () => api.get('/api/v1/customer/types');

export const customerTypesQuery = queryOptions({
  queryKey: ['customerTypes', 'tree'],
  queryFn: getCustomerTypes,
});

export const useCustomerTypes = () => useQuery(customerTypesQuery);

/** `GET /api/v1/customerTypes`: the same types, flat (for pickers of the customer list). */
export const getCustomerTypeList = () => api.get('/api/v1/customerTypes');

export const customerTypeListQuery = queryOptions({
  queryKey: ['customerTypes', 'flat'],
  queryFn: getCustomerTypeList,
});

export const useCustomerTypeList = () => useQuery(customerTypeListQuery);
