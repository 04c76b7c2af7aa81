import { z } from 'zod';

/** `GET /health`: the process is alive and its event loop answers (liveness; no dependency checked). */
export const ZHealth = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;

/**
 * `GET /ready`: whether this process should get traffic (200) or not (503). `broker` is `none`
 * on an api process that runs no ingest (INGEST=0); `demoHistory` is `preparing` while a first
 * demo start computes the fleet's past (the broker and ingest start after it).
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'notReady']),
  checks: z.object({
    database: z.boolean(),
    /** Migration files this process has that the database has not applied. */
    pendingMigrations: z.array(z.string()),
    broker: z.enum(['up', 'down', 'none']),
    demoHistory: z.enum(['preparing', 'ready']),
  }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
