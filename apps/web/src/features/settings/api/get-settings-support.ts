import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@sunfleet/contract/errors';
import { api } from '@/lib/api';
import { settingsKeys } from './query-keys.ts';

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
  queryKey: settingsKeys.support(sn),
  queryFn: () => api.get('/api/v1/inverter/setting/{sn}/support', { path: { sn }, tolerate }),
  retry: false,
});

export const useSettingsSupport = (sn: string) =>
  useQuery({ ...settingsSupportQuery(sn), enabled: sn !== '' });
