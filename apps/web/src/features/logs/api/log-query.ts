import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TLogFilter } from '../model/log-filter.ts';
import { logKeys } from './query-keys.ts';

/** The query every log call takes: the page and the filters all three logs share. */
export const logPageQuery = (filter: TLogFilter, page: number, size: number) => ({
  page,
  size,
  plantId: filter.plantId,
  gatewaySn: filter.gatewaySn,
  deviceSn: filter.deviceSn,
  from: filter.from,
  to: filter.to,
});

/** A log's page as a query (cached under `['logs', log, …]`), keeping the last page while the next loads. */
export const logQuery =
  <T>(log: string, get: (filter: TLogFilter, page: number, size: number) => Promise<T>) =>
  (filter: TLogFilter, page: number, size: number) =>
    queryOptions({
      queryKey: logKeys.page(log, filter, page, size),
      queryFn: () => get(filter, page, size),
      placeholderData: keepPreviousData,
    });
