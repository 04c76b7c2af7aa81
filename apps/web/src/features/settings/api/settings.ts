import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TSettingsRead, TSettingsWrite, TSettingValue } from '@sunfleet/contract/settings';
import type { TSettingsFamily } from '@sunfleet/protocols/settings';
import { api } from '@/lib/api';

/** Codes the settings screen shows itself (spec section 7: 1 and 600 tolerated; 601 the same way). */
export const settingsTolerated = [
  ErrorCode.failed,
  ErrorCode.inverterMissing,
  ErrorCode.inverterSettingUnsupported,
  ErrorCode.deviceOffline,
  ErrorCode.deviceUpgrading,
  ErrorCode.settingsBusy,
  ErrorCode.validation,
] as const;

const tolerate = settingsTolerated;

/** `GET /inverter/setting/{sn}/support`: the device's family and pages. */
export const settingsSupportQuery = (sn: string) => ({
  queryKey: ['settings', 'support', sn],
  queryFn: () => api.get('/api/v1/inverter/setting/{sn}/support', { path: { sn }, tolerate }),
  retry: false,
});

export const useSettingsSupport = (sn: string) =>
  useQuery({ ...settingsSupportQuery(sn), enabled: sn !== '' });

type TReader = (sn: string) => Promise<TSettingsRead>;
type TWriter = (sn: string, page: string, values: Record<string, TSettingValue>) => Promise<TSettingsWrite>;

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

/** Each family's write of one sub-page. */
const writers: Record<TSettingsFamily, TWriter> = {
  mt: (sn, page, values) =>
    api.post('/api/v1/mt/setting/{sn}/{page}', { path: { sn, page }, body: { values }, tolerate }),
  gy: (sn, page, values) =>
    api.post('/api/v1/gy/setting/{sn}/{page}', { path: { sn, page }, body: { values }, tolerate }),
  dyStore: (sn, page, values) =>
    api.post('/api/v1/dy/store/{sn}/setting/{page}', { path: { sn, page }, body: { values }, tolerate }),
  dyStoreThreePhase: (sn, page, values) =>
    api.post('/api/v1/dy/store/threePhase/{sn}/setting/{page}', {
      path: { sn, page },
      body: { values },
      tolerate,
    }),
  asw: (sn, page, values) =>
    api.post('/api/v1/asw/{sn}/setting/{page}', { path: { sn, page }, body: { values }, tolerate }),
  uneet: (sn, page, values) =>
    api.post('/api/v1/setting/uneet/{sn}/{page}', { path: { sn, page }, body: { values }, tolerate }),
  dyGrid: (sn, page, values) =>
    api.post('/api/v1/dy/grid/{sn}/setting/{page}', { path: { sn, page }, body: { values }, tolerate }),
};

/** Reads every setting from the device (a command round trip: seconds, not milliseconds). */
export const useReadSettings = (family: TSettingsFamily | undefined, sn: string) =>
  useQuery({
    queryKey: ['settings', 'values', sn],
    queryFn: () => readers[family!](sn),
    enabled: family !== undefined,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useWriteSettings = (family: TSettingsFamily, sn: string) =>
  useMutation({
    mutationFn: ({ page, values }: { page: string; values: Record<string, TSettingValue> }) =>
      writers[family](sn, page, values),
  });
