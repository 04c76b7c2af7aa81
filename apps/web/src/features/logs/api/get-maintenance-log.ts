import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { TLogFilter } from '../model/log-filter.ts';
import { logPageQuery, logQuery } from './log-query.ts';

/** `GET /api/v1/logger`: the maintenance log, newest first. */
export const getMaintenanceLog = (filter: TLogFilter, page: number, size: number) =>
  api.get('/api/v1/logger', { query: { ...logPageQuery(filter, page, size), action: filter.action } });

export const maintenanceLogQuery = logQuery('maintenance', getMaintenanceLog);

export const useMaintenanceLog = (filter: TLogFilter, page: number, size: number) =>
  useQuery(maintenanceLogQuery(filter, page, size));
