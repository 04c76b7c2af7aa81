import { api } from '@/lib/api';
import type { TReadingsPeriod } from './get-readings.ts';

/** `GET /api/v1/workdata/dynamic/download`: the same readings as an .xlsx. */
export const downloadReadings = (query: TReadingsPeriod) =>
  api.file('/api/v1/workdata/dynamic/download', { query });
