import { useQuery } from '@tanstack/react-query';
import type { TSettingsRead } from '@sunfleet/contract/settings';
import type { TSettingsFamily } from '@sunfleet/protocols/settings';
import { api } from '@/lib/api';
import { settingsTolerated as tolerate } from './get-settings-support.ts';
import { settingsKeys } from './query-keys.ts';

type TReader = (sn: string) => Promise<TSettingsRead>;

/** Each family's read call (spec section 7: the paths differ by brand). */
const readers: Record<TSettingsFamily, TReader> = {
  mt: (sn) => api.get('/api/v1/mt/setting/{sn}/read', { path: { sn }, tolerate }),
  gy: (sn) => api.get('/api/v1/gy/setting/{sn}/read', { path: { sn }, tolerate }),
  dyStore: (sn) => api.get('/api/v1/dy/store/{sn}/read', { path: { sn }, tolerate }),
  dyStoreThreePhase: (sn) => api.get('/api/v1/dy/store/threePhase/{sn}/read', { path: { sn }, tolerate }),
  asw: (sn) => api.get('/api/v1/asw/{sn}/read', { path: { sn }, tolerate }),
  uneet: (sn) => api.get('/api/v1/setting/uneet/{sn}/read', { path: { sn }, tolerate }),
  dyGrid: (sn) => api.get('/api/v1/dy/grid/{sn}/read', { path: { sn }, tolerate }),
};

/** Reads every setting from the device (a command round trip: seconds, not milliseconds). */
export const useReadSettings = (family: TSettingsFamily | undefined, sn: string) =>
  useQuery({
    queryKey: settingsKeys.values(sn),
    queryFn: () => readers[family!](sn),
    enabled: family !== undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
