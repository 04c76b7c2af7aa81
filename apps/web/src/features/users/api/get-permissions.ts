import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLang } from '@sunfleet/contract/lang';
import { api } from '@/lib/api';
import { userKeys } from './query-keys.ts';

/**
 * `GET /api/v1/permission?lan=`: the user's permission tree with names in a language. The
 * spec's `cn` is our `zh`; the api accepts both.
 */
export const getPermissions = (lang: TLang) => api.get('/api/v1/permission', { query: { lan: lang } });

export const permissionsQuery = (lang: TLang) =>
  queryOptions({ queryKey: userKeys.permissions(lang), queryFn: () => getPermissions(lang) });

export const usePermissionTree = (lang: TLang) => useQuery(permissionsQuery(lang));
