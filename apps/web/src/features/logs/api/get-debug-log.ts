import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';
import { logPageQuery, logQuery } from './log-query.ts';

/** `GET /api/v1/logger/debug`: remote debug requests with their replies, newest first. */
export const getDebugLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger/debug', { query: logPageQuery(filter, page, size) });

export const debugLogQuery = logQuery('debug', getDebugLog);

export const useDebugLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(debugLogQuery(filter, page, size));
