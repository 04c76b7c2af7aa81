import { api } from '@/lib/api';
import { useMeterChange } from './use-meter-change.ts';

export const useMakeMasterMeter = () =>
  useMeterChange((sn, _: null) => api.post('/api/v1/meter/{sn}/master', { path: { sn } }));
