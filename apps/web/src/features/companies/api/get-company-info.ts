import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { companyKeys } from './query-keys.ts';

/** `GET /api/v1/company/info`: the caller's company. */
export const companyInfoQuery = queryOptions({
  queryKey: companyKeys.info(),
  queryFn: () => api.get('/api/v1/company/info'),
});
export const useCompanyInfo = () => useQuery(companyInfoQuery);
