import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { customerKeys } from './query-keys.ts';

/** `GET /api/v1/role/{customerId}`: what the customer may see and do. */
export const getCustomerRole = (customerId: string) =>
  api.get('/api/v1/role/{customerId}', { path: { customerId } });

export const customerRoleQuery = (customerId: string) =>
  queryOptions({ queryKey: customerKeys.role(customerId), queryFn: () => getCustomerRole(customerId) });

export const useCustomerRole = (customerId: string) => useQuery(customerRoleQuery(customerId));
