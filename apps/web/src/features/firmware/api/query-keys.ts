import type { TFirmwareKind } from '@sunfleet/contract/firmware';

/**
 * Every query key of the firmware feature, from one factory: a change invalidates `all` (or one
 * branch) and every list, detail and tree that could show it is fetched again.
 */
export const firmwareKeys = {
  all: ['firmware'] as const,
  lists: (kind: TFirmwareKind) => [...firmwareKeys.all, 'list', kind] as const,
  list: (kind: TFirmwareKind, query: object) => [...firmwareKeys.lists(kind), query] as const,
  types: () => [...firmwareKeys.all, 'types'] as const,
  releases: (query: object) => [...firmwareKeys.all, 'releases', query] as const,
};
