import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTargetFamily } from '@sunfleet/contract/campaigns';
import { api } from '@/lib/api';
import { campaignKeys } from './query-keys.ts';

/**
 * `GET /api/v1/firmware/gateway/page` or `/firmware/page` with `enabled=1`: the newest 100 enabled
 * images of the family's kind (gateway images for gateways, inverter-type images — batteries' too,
 * ADR 0055 — for the devices behind them), the upgrade campaign's image choice. Reading them asks
 * the library's view permission of that kind (`libraryViewOf`).
 */
export const upgradeImagesQuery = (family: TTargetFamily) =>
  queryOptions({
    queryKey: campaignKeys.upgradeImages(family),
    queryFn: () => {
      const query = { page: 1, size: 100, enabled: '1' } as const;
      return family === 'gateway'
        ? api.get('/api/v1/firmware/gateway/page', { query })
        : api.get('/api/v1/firmware/page', { query });
    },
    select: (page) => page.infos,
  });

/** The firmware library's view permission that lists a family's images. */
export const libraryViewOf = (family: TTargetFamily) =>
  family === 'gateway' ? 'firmware.gateway.view' : 'firmware.inverter.view';

export const useUpgradeImages = (family: TTargetFamily, isEnabled: boolean) =>
  useQuery({ ...upgradeImagesQuery(family), enabled: isEnabled });
