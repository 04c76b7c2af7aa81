import { useQuery } from '@tanstack/react-query';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';
import { companyKeys } from './query-keys.ts';

/** `GET /api/v1/permission/company?lan=`: everything a role may be given, as a tree. */
export const useGrantableTree = (lang: TLang) =>
  useQuery({
    queryKey: companyKeys.grantableTree(lang),
    queryFn: () => api.get('/api/v1/permission/company', { query: { lan: lang } }),
  });
