import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';
import { logPageQuery, logQuery } from './log-query.ts';

/** `GET /api/v1/logger/page`: the communication log (uploads and refusals), newest first. */
export const getCommunicationLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger/page', { query: { ...logPageQuery(filter, page, size), kind: filter.kind } });

export const communicationLogQuery = logQuery('communication', getCommunicationLog);

export const useCommunicationLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(communicationLogQuery(filter, page, size));
