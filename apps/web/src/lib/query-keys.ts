/**
 * Query keys of the shared hooks in `src/components` (features have their own factory in
 * `features/<domain>/api/query-keys.ts`).
 */
export const sharedKeys = {
  deviceAbilities: (sn: string | undefined) => ['device-abilities', sn] as const,
};
