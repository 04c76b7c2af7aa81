import { useMutation } from '@tanstack/react-query';
import type { TSettingsWrite, TSettingValue } from '@sunfleet/contract/settings';
import type { TSettingsFamily } from '@sunfleet/protocols/settings';
import { api } from '@/lib/api';
import { settingsTolerated as tolerate } from './get-settings-support.ts';

type TWriter = (sn: string, page: string, values: Record<string, TSettingValue>) => Promise<TSettingsWrite>;

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

export const useWriteSettings = (family: TSettingsFamily, sn: string) =>
  useMutation({
    mutationFn: ({ page, values }: { page: string; values: Record<string, TSettingValue> }) =>
      writers[family](sn, page, values),
  });
