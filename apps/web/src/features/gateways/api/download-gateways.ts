import { api } from '@/lib/api';
import type { TGatewayFilters } from './get-gateways.ts';

/** `GET /api/v1/gateways/downLoad`: the same list as an .xlsx. */
export const downloadGateways = (filters: TGatewayFilters) => {
  const { page: _page, size: _size, ...query } = filters;
  return api.file('/api/v1/gateways/downLoad', { query });
};
