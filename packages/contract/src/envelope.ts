import { z } from 'zod';

/** Every API response: `code` 0 is success; any other code is from the error catalogue. */
export type TEnvelope<T> = { code: number; msg: string; data: T };

export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Field-level detail carried in `data` of a code-4 reply. */
export const ZValidationFailure = z.object({
  field: z.string(),
  message: z.string(),
});
export type TValidationFailure = z.infer<typeof ZValidationFailure>;
