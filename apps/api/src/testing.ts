import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TTokenPair } from '@sunfleet/contract/auth';
import type { TEnvelope } from '@sunfleet/contract/envelope';
import { Channel } from '@sunfleet/db/channel';
import type { DatabaseHandle } from '@sunfleet/db/connect';
import { createTestDatabase } from '@sunfleet/db/testing';
import { buildApp, type App } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import type { AppDependencies } from './context.ts';

/**
 * A configuration for tests: its own data directory, a fixed secret, no web app, fast lock-out,
 * and no cap on verification codes per address.
 */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-of-at-least-32-characters',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  return {
    ...config,
    signInLock: { windowMinutes: 15, slowAfter: 2, refuseAfter: 4, accountRefuseAfter: 8, baseDelayMs: 1 },
    // Every injected request comes from one address: tests of the address cap set their own.
    throttles: { ...config.throttles, codesPerAddressPerHour: 1000 },
    // A test process blocks its event loop for seconds (PGlite loading, transforms): back-pressure
    // would refuse its requests. The overload test sets its own.
    operations: { ...config.operations, maxEventLoopDelayMs: 0 },
    ...overrides,
  };
}

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** The cross-process channel the app's live streams listen to, as in production. */
  channel: Channel;
  close(): Promise<void>;
};

/**
 * The whole app on a fresh migrated test database and its channel, for `app.inject()`. A test of
 * realtime pushes may pass a feed of its own to emit on instead.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDependencies, 'liveFeed' | 'probes'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-api-'));
  const config = testConfig(dataDir, overrides);
  const channel = new Channel(database);
  await channel.start();
  const app = await buildApp(
    config,
    { db: database.db, liveFeed: channel, commandFeed: channel, ...deps },
    { logger: false },
  );
  return {
    app,
    database,
    config,
    channel,
    close: async () => {
      await app.close();
      await channel.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on a test app's database and channel, as another process (or the same one
 * restarted) would be: for what must hold across instances.
 */
export async function createSecondApp(t: TestApp, overrides: Partial<Config> = {}): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sunfleet-api-'));
  const app = await buildApp(
    testConfig(dataDir, overrides),
    { db: t.database.db, liveFeed: t.channel, commandFeed: t.channel },
    { logger: false },
  );
  app.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }));
  return app;
}

/** The parsed envelope of an injected response. */
export const envelopeOf = <T = unknown>(response: { json(): unknown }) => response.json() as TEnvelope<T>;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Signs in with the password grant and returns the token pair (fails the test otherwise). */
export async function signIn(app: App, account: string, password: string): Promise<TTokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: account, password },
  });
  const envelope = envelopeOf<TTokenPair>(response);
  if (envelope.code !== 0) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** One file part of `multipartForm`. */
type TFormFile = { filename: string; content: Buffer };

/**
 * A multipart body, as browsers send forms: the text fields, then each file as a `file` part,
 * for `app.inject({ payload, headers })`.
 */
export function multipartForm(fields: Record<string, string>, ...files: TFormFile[]) {
  const boundary = 'sunfleet-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
