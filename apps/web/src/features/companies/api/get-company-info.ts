import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** `GET /api/v1/company/info`: the caller's company. */
export const companyInfoQuery = queryOptions({
  queryKey: ['company-info'],
  queryFn: () => api.get('/api/v1/company/info'),
});
export const useCompanyInfo = () => useQuery(companyInfoQuery);
