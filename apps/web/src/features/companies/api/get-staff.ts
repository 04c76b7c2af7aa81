import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { companyKeys } from './query-keys.ts';

export type TStaffQuery = { page: number; size: number; keyword?: string };

/** `GET /api/v1/company/user/list`: a page of the company's staff. */
export const useStaff = (query: TStaffQuery) =>
  useQuery({
    queryKey: companyKeys.staffPage(query),
    queryFn: () => api.get('/api/v1/company/user/list', { query }),
    placeholderData: keepPreviousData,
  });
