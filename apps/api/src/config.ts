import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describeIssue, ZEmail, ZPassword } from '@sunfleet/contract/validators';
import { isInputMessage } from '@sunfleet/contract/messages';
import { defaultQueueLimits, type TQueueLimits } from '@sunfleet/commands/queue';
import { liveDataConfigOf, ZIngestEnvironment, type TLiveDataConfig } from '@sunfleet/ingest/config';

/**
 * Whether this is the production bundle (apps/api/dist/main.js, ADR 0050) rather than the
 * sources under a TypeScript loader (development, tests): it then spawns the simulator's bundle.
 */
export const isCompiled = !import.meta.url.endsWith('.ts');

/**
 * Relative paths in the environment are read from the repository root, wherever npm starts us
 * (apps/api/src/config.ts and the bundle apps/api/dist/main.js sit at the same depth).
 */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(0, 'must be a port number')
  .max(65_535, 'must be a port number');
const positiveInteger = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Every environment variable the api reads, with its default. Exported so the README's
 * configuration table can be checked against it.
 */
export const ZEnvironment = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: positiveInteger.default(900),
    REFRESH_TOKEN_TTL_DAYS: positiveInteger.default(30),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Sunfleet <no-reply@sunfleet.local>'),
    BRAND_HOSTS: commaList.default([]),
    BRAND_TITLE: z.string().min(1).default('Sunfleet'),
    /** Unset: demo data with the embedded database, none with DATABASE_URL (production). */
    SUNFLEET_DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    /** Days of past the demo fleet gets on its first start (0: none, it starts empty). */
    DEMO_HISTORY_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(800, 'must be at most 800')
      .default(395),
    ADMIN_EMAIL: ZEmail.optional(),
    ADMIN_PASSWORD: ZPassword.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().min(1).default('apps/web/dist'),
    /** `1` behind a load balancer: the client address (lock-out, /anonymous/ip) comes from X-Forwarded-For. */
    TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
    /** How long a stop waits for requests in flight before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(10_000),
    /** Event-loop delay past which requests are refused with 503 and Retry-After (0: never). */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(1_000),
    /** Heap in use (MB) past which requests are refused the same way (0: never). */
    OVERLOAD_HEAP_USED_MB: z.coerce.number({ error: 'must be a number' }).int().min(0).default(0),
    /** Seconds an overloaded process asks clients to wait (Retry-After). */
    OVERLOAD_RETRY_AFTER_SECONDS: positiveInteger.default(5),
    /** `0` when ingest workers (`npm run ingest`) take the gateways' uploads instead of the api. */
    INGEST: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
    /**
     * kg of CO₂ a kWh from the grid emits, which a plant's generation avoids (the overview's CO₂
     * figure). Default: the world average of 2023 (IEA, about 0.475); set the grid's own.
     */
    CO2_KG_PER_KWH: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be at least 0')
      .max(2, 'must be at most 2')
      .default(0.475),
    /** The weather provider of `/weather` (Open-Meteo); a company's key selects the commercial host. */
    WEATHER_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.open-meteo.com'),
    WEATHER_CUSTOMER_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://customer-api.open-meteo.com'),
    WEATHER_TIMEOUT_MS: positiveInteger.default(5000),
    /** Minutes an event must stay open before its alarm e-mail goes out (a short blip sends none). */
    ALARM_MAIL_DEBOUNCE_MINUTES: z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be at least 0')
      .max(1440, 'must be at most 1440')
      .default(5),
    /** How often the alarm e-mail job looks for events to mail, once across all api processes. */
    ALARM_MAIL_EVERY_SECONDS: positiveInteger.max(3600, 'must be at most 3600').default(30),
    /**
     * Command calls one user may make per minute (ADR 0039; code 309 past it). The default is the
     * documented 30; a benchmark of many round trips by one user raises it.
     */
    COMMANDS_PER_USER_PER_MINUTE: positiveInteger.default(30),
    /**
     * The OpenADR 3.1 VTN Sunfleet takes part in as a VEN (docs/adr/0049): its base URL and the
     * client credentials the programme issued at enrolment. Without a URL no VTN is read; events
     * already held are still dispatched and measured.
     */
    OADR_VTN_URL: z.url({ error: 'must be a URL' }).optional(),
    OADR_CLIENT_ID: z.string().min(1).default('sunfleet'),
    OADR_CLIENT_SECRET: z.string().default(''),
    /** Sunfleet's clientName in subscriptions and reports. */
    OADR_CLIENT_NAME: z.string().min(1).max(128).default('sunfleet'),
    /** How often the VEN job reads the VTN and reconciles the batteries (a cancel must reach them within a minute). */
    OADR_EVERY_SECONDS: positiveInteger.max(50, 'must be at most 50').default(20),
    /** Where the VTN POSTs notifications (docs/adr/0058). Default: PUBLIC_URL's /api/v1/oadr/notifications. */
    OADR_CALLBACK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** How long after an event's window its batteries are first measured (their last readings arrive). */
    OADR_SETTLE_SECONDS: positiveInteger.max(3600, 'must be at most 3600').default(300),
    /**
     * Where gateways reach this api to download firmware images (ADR 0046). Default: this host's
     * loopback at PORT, right for the demo's simulator; set the public address in production.
     */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** Seconds an upgraded device must stay healthy on its new version before the upgrade succeeds. */
    UPGRADE_HEALTHY_SECONDS: positiveInteger.max(3600, 'must be at most 3600').default(180),
    /** Minutes a flashed device has to come back with its new version before the upgrade fails. */
    UPGRADE_RETURN_MINUTES: positiveInteger.max(1440, 'must be at most 1440').default(15),
  })
  .extend(ZIngestEnvironment.shape)
  .superRefine((env, context) => {
    // Each api process would otherwise sign with a key of its own (generated into its DATA_DIR),
    // and a token one issued would be refused by the others.
    if (env.DATABASE_URL && !env.JWT_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'required with DATABASE_URL, the same in every process',
      });
  });
export type TEnvironment = z.infer<typeof ZEnvironment>;

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  brandHosts: string[];
  brandTitle: string;
  /** Seed the demo fleet and run its simulator. */
  demo: boolean;
  /** Run the broker (or the external broker's subscription), the ingest and the offline sweep here. */
  runsIngest: boolean;
  admin: { email: string | undefined; password: string | undefined };
  logLevel: TEnvironment['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  /** Drain time on SIGTERM, and the overload threshold of @fastify/under-pressure (ADR 0050). */
  operations: {
    shutdownTimeoutMs: number;
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    retryAfterSeconds: number;
  };
  /** kg of CO₂ avoided per kWh generated (CO2_KG_PER_KWH). */
  co2KgPerKwh: number;
  /** The weather provider's hosts (without and with a company's key) and how long to wait for it. */
  weather: { apiUrl: string; customerApiUrl: string; timeoutMs: number };
  /** The MQTT broker (embedded or external), the ingest's session and the offline sweep. */
  liveData: TLiveDataConfig;
  /** Bounds on the command queue (@sunfleet/commands, ADR 0039). */
  commandLimits: TQueueLimits;
  /**
   * Remote upgrades (ADR 0046): the address gateways download images from, how long a device must
   * stay healthy on its new version, how long it has to come back, how often upgrades are followed.
   */
  upgrades: { publicUrl: string; healthyMs: number; returnTimeoutMs: number; followEveryMs: number };
  /**
   * MQTT_PORT was left at its default: when that port is taken (a developer's own Mosquitto),
   * the embedded broker may take a free one instead of refusing to start.
   */
  mayMoveMqttPort: boolean;
  /** Days of history the demo fleet is given when it is seeded (DEMO_HISTORY_DAYS). */
  demoHistoryDays: number;
  /** Where the demo simulator keeps its counters between restarts. */
  simulatorStateFile: string;
  /** Sign-in lock-out; not in the environment, but tests shrink it to stay fast. */
  /** Sign-in lock-out (docs/adr/0045): per address and account, per account, a delay per address. */
  signInLock: {
    windowMinutes: number;
    slowAfter: number;
    refuseAfter: number;
    accountRefuseAfter: number;
    baseDelayMs: number;
  };
  verificationCode: { lifeMinutes: number; resendSeconds: number; maxAttempts: number };
  /** Alarm e-mails: the debounce, how often the job looks, the flapping limit (docs/adr/0034). */
  alarmMail: { debounceMinutes: number; everySeconds: number; quietMinutes: number };
  /** The OpenADR VTN (docs/adr/0049); `vtnUrl` undefined: none is read. */
  openadr: {
    vtnUrl: string | undefined;
    clientId: string;
    clientSecret: string;
    clientName: string;
    /** Milliseconds after a window before its first measurement. */
    settleMs: number;
    everySeconds: number;
    /** The webhook the VEN subscribes with (docs/adr/0058). */
    callbackUrl: string;
  };
  /** Throttles and purges (docs/adr/0013-throttles-and-known-devices.md); tests shrink them. */
  throttles: {
    /** Verification codes one client address, and one account, may ask for within an hour. */
    codesPerAddressPerHour: number;
    codesPerAccountPerHour: number;
    /** Pictures one user may have uploaded that no plant uses yet. */
    unusedPicturesPerUser: number;
    /** How long an unused upload, a used or expired code and an ended refresh token are kept. */
    keepHours: number;
    /** How often the purge runs. */
    purgeEveryMinutes: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the environment; every problem is reported at once in a ConfigError. */
export function parseEnvironment(env: Record<string, string | undefined>): TEnvironment {
  // An empty variable means "not set", as in most shells' `FOO= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ZEnvironment.safeParse(present);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const message = isInputMessage(issue.message) ? describeIssue(issue, 'en') : issue.message;
      return `${issue.path.join('.')}: ${message}`;
    }),
  );
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/** The JWT secret from the environment, or one generated on first start and kept in DATA_DIR. */
function jwtSecretFor(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseEnvironment(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://127.0.0.1:${parsed.PORT}`).replace(/\/+$/, '');
  const dataDir = fromRoot(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    jwtSecret: jwtSecretFor(dataDir, parsed.JWT_SECRET),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    brandHosts: parsed.BRAND_HOSTS,
    brandTitle: parsed.BRAND_TITLE,
    demo: parsed.SUNFLEET_DEMO === undefined ? !parsed.DATABASE_URL : parsed.SUNFLEET_DEMO === '1',
    runsIngest: parsed.INGEST === '1',
    admin: { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD },
    logLevel: parsed.LOG_LEVEL,
    webDist: fromRoot(parsed.WEB_DIST),
    trustProxy: parsed.TRUST_PROXY === '1',
    operations: {
      shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
      maxEventLoopDelayMs: parsed.OVERLOAD_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: parsed.OVERLOAD_HEAP_USED_MB * 1024 * 1024,
      retryAfterSeconds: parsed.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    co2KgPerKwh: parsed.CO2_KG_PER_KWH,
    weather: {
      apiUrl: parsed.WEATHER_API_URL,
      customerApiUrl: parsed.WEATHER_CUSTOMER_API_URL,
      timeoutMs: parsed.WEATHER_TIMEOUT_MS,
    },
    liveData: liveDataConfigOf(parsed),
    commandLimits: {
      ...defaultQueueLimits,
      enqueuesPerUserPerMinute: parsed.COMMANDS_PER_USER_PER_MINUTE,
    },
    upgrades: {
      publicUrl,
      healthyMs: parsed.UPGRADE_HEALTHY_SECONDS * 1000,
      returnTimeoutMs: parsed.UPGRADE_RETURN_MINUTES * 60_000,
      followEveryMs: 2_000,
    },
    mayMoveMqttPort: !env.MQTT_PORT,
    simulatorStateFile: join(dataDir, 'sim-state.json'),
    demoHistoryDays: parsed.DEMO_HISTORY_DAYS,
    signInLock: {
      windowMinutes: 15,
      slowAfter: 5,
      refuseAfter: 10,
      accountRefuseAfter: 30,
      baseDelayMs: 500,
    },
    verificationCode: { lifeMinutes: 10, resendSeconds: 60, maxAttempts: 5 },
    alarmMail: {
      debounceMinutes: parsed.ALARM_MAIL_DEBOUNCE_MINUTES,
      everySeconds: parsed.ALARM_MAIL_EVERY_SECONDS,
      quietMinutes: 60,
    },
    openadr: {
      vtnUrl: parsed.OADR_VTN_URL?.replace(/\/$/, ''),
      clientId: parsed.OADR_CLIENT_ID,
      clientSecret: parsed.OADR_CLIENT_SECRET,
      clientName: parsed.OADR_CLIENT_NAME,
      everySeconds: parsed.OADR_EVERY_SECONDS,
      callbackUrl: parsed.OADR_CALLBACK_URL ?? `${publicUrl}/api/v1/oadr/notifications`,
      settleMs: parsed.OADR_SETTLE_SECONDS * 1000,
    },
    throttles: {
      codesPerAddressPerHour: 10,
      codesPerAccountPerHour: 5,
      unusedPicturesPerUser: 20,
      keepHours: 24,
      purgeEveryMinutes: 60,
    },
  };
}
