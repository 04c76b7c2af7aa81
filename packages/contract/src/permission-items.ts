import { z } from 'zod';
import type { TPermissionItem } from './permissions.ts';

/** One item of a permission tree as the api sends it (`grantedTree`): type 0 is a menu, 1 a button. */
export const ZPermissionItem: z.ZodType<TPermissionItem> = z
  .object({
    permission: z.string(),
    type: z.union([z.literal(0), z.literal(1)]),
    name: z.string(),
    get children() {
      return z.array(ZPermissionItem);
    },
  })
  // A named schema, so the recursive tree appears once in the OpenAPI document.
  .meta({ id: 'PermissionItem' });

export const ZPermissionTree = z.array(ZPermissionItem);
