import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { plantKeys } from './query-keys.ts';

/** How often a page asks again while the first start still prepares the demo history. */
const preparingPollMs = 5_000;

/** `GET /anonymous/preparation`: whether the demo fleet's history is still being computed (ADR 0050). */
export const getSitePreparation = () =>
  api.get('/anonymous/preparation', { isAnonymous: true, isQuiet: true });

export const sitePreparationQuery = queryOptions({
  queryKey: plantKeys.sitePreparation(),
  queryFn: getSitePreparation,
  // Asked again only while preparing: once ready, it stays ready until the server restarts.
  refetchInterval: (query) => (query.state.data?.demoHistory === 'preparing' ? preparingPollMs : false),
  staleTime: Number.POSITIVE_INFINITY,
});

/** True while the server computes the demo history: charts would be half empty until then. */
export function useIsHistoryPreparing(): boolean {
  return useQuery(sitePreparationQuery).data?.demoHistory === 'preparing';
}
