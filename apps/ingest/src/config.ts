import type { TCommandTimings } from '@sunfleet/commands/queue';
import { z } from 'zod';
import { parseShard, type TShard } from './shards.ts';

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInteger = z.coerce.number().int().min(1);

/**
 * Environment variables of the live-data path, with defaults. The api merges them into its own
 * environment schema (`ZEnvironment.extend(ZIngestEnvironment.shape)`), so one parse reports
 * every problem at start-up.
 */
export const ZIngestEnvironment = z.object({
  /** Port of the embedded broker; 0 picks a free one. Ignored when MQTT_URL is set. */
  MQTT_PORT: port.default(1883),
  MQTT_HOST: z.string().min(1).default('0.0.0.0'),
  /** An external broker (Mosquitto, EMQX …) instead of the embedded one. */
  MQTT_URL: z.url({ protocol: /^mqtts?$/, error: 'must be an mqtt:// or mqtts:// URL' }).optional(),
  /** 4 for a broker without MQTT 5 (RabbitMQ before 3.13); see `MqttUplink`. */
  MQTT_PROTOCOL_VERSION: z
    .enum(['4', '5'])
    .default('5')
    .transform(Number)
    .pipe(z.literal([4, 5])),
  /** The ingest's credentials on the external broker. */
  MQTT_USERNAME: z.string().min(1).optional(),
  MQTT_PASSWORD: z.string().min(1).optional(),
  /** Client id of the ingest's persistent session; each worker of a share group needs its own. */
  INGEST_CLIENT_ID: z.string().min(1).max(64).default('sunfleet-ingest'),
  /** Several ingest workers share the uplink through `$share/<group>/…` (external brokers). */
  INGEST_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /**
   * `index/count`: this worker stores the gateways whose SN hashes to `index` of `count`, every
   * worker its own index (docs/adr/0061). Unset: the worker stores every upload it receives.
   */
  INGEST_SHARD: z
    .string()
    .transform((text, context) => {
      const shard = parseShard(text);
      if (typeof shard === 'object') return shard;
      context.addIssue({ code: 'custom', message: shard });
      return z.NEVER;
    })
    .optional(),
  DEVICE_OFFLINE_AFTER_SECONDS: positiveInteger.default(600),
  RAW_FRAME_RETENTION_DAYS: positiveInteger.default(7),
  COMMUNICATION_LOG_RETENTION_DAYS: positiveInteger.default(30),
  /** How far ahead of the server's clock a reading may be dated (a gateway's clock skew). */
  READING_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How old a reading may be: older ones (a gateway without a clock sends 1970) are refused. */
  READING_HORIZON_DAYS: positiveInteger.default(1096),
});
export type TIngestEnvironment = z.infer<typeof ZIngestEnvironment>;

export type TLiveDataConfig = {
  mqtt:
    | { kind: 'embedded'; port: number; host: string }
    | {
        kind: 'external';
        url: string;
        username: string | undefined;
        password: string | undefined;
        protocolVersion?: 4 | 5;
      };
  clientId: string;
  shareGroup: string | undefined;
  /** The gateways this worker stores (external broker only); undefined: all it receives. */
  shard?: TShard | undefined;
  offlineAfterMs: number;
  rawFrameRetentionMs: number;
  logRetentionMs: number;
  /** The period of the dispatcher's re-ask round (`commands.re-ask`, default 1 s; tests shrink it). */
  commandPollIntervalMs?: number;
  /** Resend, re-ask and time-out waits of commands (default `defaultCommandTimings`); tests shorten them. */
  commandTimings?: TCommandTimings;
  /** Default `defaultTimeBounds`. */
  timeBounds?: TTimeBounds;
};

/** Which reading times the ingest stores: not beyond `skewMs` ahead of now, not older than `horizonMs`. */
export type TTimeBounds = { skewMs: number; horizonMs: number };

export const defaultTimeBounds: TTimeBounds = { skewMs: 300_000, horizonMs: 1096 * 86_400_000 };

const day = 86_400_000;

export function liveDataConfigOf(env: TIngestEnvironment): TLiveDataConfig {
  return {
    mqtt: env.MQTT_URL
      ? {
          kind: 'external',
          url: env.MQTT_URL,
          username: env.MQTT_USERNAME,
          password: env.MQTT_PASSWORD,
          protocolVersion: env.MQTT_PROTOCOL_VERSION,
        }
      : { kind: 'embedded', port: env.MQTT_PORT, host: env.MQTT_HOST },
    clientId: env.INGEST_CLIENT_ID,
    shareGroup: env.INGEST_SHARE_GROUP,
    shard: env.INGEST_SHARD,
    offlineAfterMs: env.DEVICE_OFFLINE_AFTER_SECONDS * 1000,
    rawFrameRetentionMs: env.RAW_FRAME_RETENTION_DAYS * day,
    logRetentionMs: env.COMMUNICATION_LOG_RETENTION_DAYS * day,
    timeBounds: { skewMs: env.READING_CLOCK_SKEW_SECONDS * 1000, horizonMs: env.READING_HORIZON_DAYS * day },
  };
}

/**
 * An ingest worker on its own (`npm run ingest`): the live-data variables plus the database it
 * shares with the api processes. PGlite lives inside one process, so a worker apart needs
 * PostgreSQL.
 */
export const ZIngestWorkerEnvironment = ZIngestEnvironment.extend({
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  LOG_LEVEL: z.enum(['error', 'warn', 'info']).default('info'),
  /** Where the worker answers GET /metrics for Prometheus; none without it. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** How long a stop may take before the worker exits anyway (in-flight uploads stay unacknowledged). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});
export type TIngestWorkerEnvironment = z.infer<typeof ZIngestWorkerEnvironment>;
