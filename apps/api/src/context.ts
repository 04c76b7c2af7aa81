import type { Registry } from 'prom-client';
import type { Database } from '@sunfleet/db/connect';
import type { FileStore } from './adapters/file-store.ts';
import type { Mailer } from './adapters/mail.ts';
import type { Config } from './config.ts';
import type { TLatestFeed } from './modules/telemetry/realtime.ts';
import type { TCommandFeed } from './modules/commands/service.ts';
import type { TOperationsProbes } from './modules/operations/probes.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { createUsersRepository } from './modules/users/repository.ts';

/**
 * What the app is built from besides its configuration: the open database and the cross-process
 * channel that announces each device's newly stored readings (for realtime pushes).
 */
export type AppDependencies = {
  db: Database;
  liveFeed?: TLatestFeed;
  commandFeed?: TCommandFeed;
  /** What main.ts knows of the running process (first-start preparation, broker, pool); ADR 0050. */
  probes?: Partial<TOperationsProbes>;
  /** The Prometheus registry, when main.ts also registers the ingest's metrics on it. */
  metricsRegistry?: Registry;
};

/** The outside world the app talks to, built by buildApp from the configuration. */
export type AppAdapters = { mailer: Mailer; fileStore: FileStore };

/**
 * The parts several modules share, built once; the composition root (container.ts) builds every
 * repository and service on it and hands both to the modules.
 */
export function createContext(
  config: Config,
  deps: AppDependencies & AppAdapters & { probes: TOperationsProbes },
) {
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const authRepository = createAuthRepository(deps.db);
  return {
    ...deps,
    config,
    accessTokens,
    authRepository,
    users: createUsersRepository(deps.db),
    sessions: createSessions({
      repository: authRepository,
      accessTokens,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
    }),
  };
}
export type AppContext = ReturnType<typeof createContext>;
