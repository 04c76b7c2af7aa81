import { z } from 'zod';

/** A device's latest values as the api serves them. Times are ISO 8601 UTC. */

export const ZLatestValue = z.object({
  value: z.union([z.number(), z.string(), z.array(z.number())]),
  unit: z.string(),
  /** The label of a status code, in the reply language. */
  label: z.string().optional(),
});

/** A device's newest reading: every decoded value by key. */
export const ZLatestValues = z.object({
  sn: z.string(),
  readAt: z.iso.datetime(),
  values: z.record(z.string(), ZLatestValue),
});
export type TLatestValues = z.infer<typeof ZLatestValues>;
