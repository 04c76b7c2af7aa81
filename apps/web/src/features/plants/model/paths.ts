import { z } from 'zod';
import type { TPlantType } from '@sunfleet/contract/enums';

/** Plant ids are UUIDs; a path with anything else names no plant and is not worth asking about. */
export const isPlantId = (id: string) => z.uuid().safeParse(id).success;

/**
 * The overview's path. Its `{type}` segment (spec section 2) is the plant type; where a caller
 * does not know it (a map marker), `plant` stands in and the page reads the type from the plant.
 */
export const overviewPath = (plantId: string, type: TPlantType | 'plant' = 'plant') =>
  `/plants/overview/${encodeURIComponent(plantId)}/${type}`;

export const editPath = (plantId: string) => `/plants/edit/${encodeURIComponent(plantId)}`;
