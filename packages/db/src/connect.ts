import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** Typed queries over either engine: both speak the same PostgreSQL SQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One connection held for a sequence of raw statements (migrations, advisory locks, seeding). */
export type SqlSession = {
  /** Runs a script that may hold several statements and no parameters. */
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
};

/** Stops delivering a channel's notifications to one listener. */
export type TUnlisten = () => Promise<void>;

/** Connections of the process's pool, for the operators' metrics. */
export type TPoolUse = { total: number; idle: number; waiting: number };

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** PGlite is one connection in process, always counted as one idle connection. */
  poolUse(): TPoolUse;
  withSession<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /** `NOTIFY channel, payload`: every listener of every process on this database receives it. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * `LISTEN channel`. On PostgreSQL a connection of its own, opened again when it drops
   * (notifications sent while it is down are lost); on PGlite, in process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<TUnlisten>;
  close(): Promise<void>;
};

export type ConnectOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** Directory of PGlite's files; when absent (and no databaseUrl) the database lives in memory. */
  pgliteDir?: string;
};

/**
 * A typed database object connected to nothing: for building the app only to read its routes
 * (the OpenAPI document). Any query through it throws.
 */
export const disconnectedDatabase = (): Database => drizzlePglite.mock({ schema });

/** Opens the database: PostgreSQL through a pool when a URL is given, else embedded PGlite. */
export async function connect(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return connectPglite(options.pgliteDir);
}

async function connectPglite(directory: string | undefined): Promise<DatabaseHandle> {
  if (directory) mkdirSync(directory, { recursive: true });
  const client = directory ? new PGlite(directory) : new PGlite();
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle over an open PGlite instance (tests open theirs from a prepared template). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const session: SqlSession = {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
  };
  return {
    db: drizzlePglite({ client, schema }),
    engine: 'pglite',
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    // PGlite has a single connection, so every session is that connection.
    withSession: (work) => work(session),
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
  // JIT compiling pays off for long analytical queries only: a list whose plan is costed high
  // (a correlated lookup per row) spent 2 s compiling to run for 60 ms (docs/adr/0051).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client whose server connection dropped (server restart, terminated backend) emits
  // 'error'; unheard, that would end the process. The pool replaces it on the next query.
  pool.on('error', () => undefined);
  // A client checked out (e.g. inside a transaction) when its connection drops emits 'error' too,
  // and the pool listens only to idle ones. The next query on it fails and its caller handles
  // that (the ingest retries), so the event itself needs no more than a listener.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at start-up, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<TUnlisten>();
  return {
    db: drizzlePostgres({ client: pool, schema }),
    engine: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <T>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as T[],
        });
      } finally {
        client.release();
      }
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await listenOnPostgres(url, channel, onPayload);
      const remove = async () => {
        listeners.delete(remove);
        await unlisten();
      };
      listeners.add(remove);
      return remove;
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** How long a dropped listening connection waits before it connects again. */
const relistenDelayMs = 1_000;

/**
 * A pooled connection cannot listen (it is handed to others between queries), so each listener
 * holds a client of its own. When the connection drops (server restart, terminated backend) it
 * connects and listens again until unlistened; the first connection must succeed.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<TUnlisten> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isStopped = false;

  const connectClient = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const scheduleRetry = () => {
    client = undefined;
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!isStopped) connectClient().catch(scheduleRetry);
    }, relistenDelayMs);
  };

  await connectClient();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
