import { plantKeys } from '@/features/plants/api/query-keys';

/** Every query key of the events feature, from one factory: an acknowledgement invalidates `all`. */
export const eventKeys = {
  all: ['events'] as const,
  list: (query: object) => [...eventKeys.all, query] as const,
  /** Under the plant's key, so that a change of the plant reads its events again. */
  plantEvents: (plantId: string, page: number, size: number) =>
    [...plantKeys.detail(plantId), 'events', page, size] as const,
};
