import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in caller's GET may be answered from the read cache: the body this caller got for
     * the same URL a moment ago, unless the api has handled a write since.
     */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** The read cache's generation when this request began reading; null when not caching. */
    readCacheSince: number | null;
  }
}

/** Requests that change nothing; any other method may write, so it empties the read cache. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWrite = (method: string) => !readMethods.has(method);

export type TReadCacheOptions = {
  /** How long an entry is served; 0 turns caching off. */
  ttlMs: number;
  /** Most entries one store keeps; the oldest go first. */
  maxEntries?: number;
};

/** A keyed store of the read cache (see createReadCache). */
export type TReadCacheStore<V> = {
  get(key: string): V | undefined;
  /** Keeps `value` unless a write began or ended after `since` (the generation its read began at). */
  set(key: string, value: V, since: number): void;
};

/**
 * Short-lived answers kept in this process: the signed-in user's record (authentication) and
 * whole reply bodies of read routes (this plugin). Every store is emptied together whenever the
 * api handles a write — at its start and again before its reply leaves — so a change made through
 * the api is seen by the very next request of anyone. `generation` counts those clears: a reader
 * notes it before reading the database and stores what it read only if it is unchanged, so an
 * answer read while a write ran is never kept past it. Changes that do not pass through this
 * process (live data, the offline sweep, another api process) show once entries expire.
 */
export function createReadCache({ ttlMs, maxEntries = 2_000 }: TReadCacheOptions) {
  let generation = 0;
  const stores: Map<string, unknown>[] = [];

  return {
    get generation() {
      return generation;
    },

    /** Drops every entry of every store. */
    clear() {
      generation += 1;
      for (const entries of stores) entries.clear();
    },

    store<V>(): TReadCacheStore<V> {
      // Insertion order is expiry order: set() re-inserts, and every entry lives ttlMs.
      const entries = new Map<string, { value: V; expiresAt: number }>();
      stores.push(entries);
      return {
        get(key) {
          const entry = entries.get(key);
          if (entry === undefined) return undefined;
          if (entry.expiresAt > performance.now()) return entry.value;
          entries.delete(key);
          return undefined;
        },
        set(key, value, since) {
          if (ttlMs <= 0 || since !== generation) return;
          const now = performance.now();
          for (const [oldestKey, oldest] of entries) {
            if (oldest.expiresAt > now && entries.size < maxEntries) break;
            entries.delete(oldestKey);
          }
          entries.delete(key);
          entries.set(key, { value, expiresAt: now + ttlMs });
        },
      };
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;

const replyKey = (request: FastifyRequest, userId: string) => `${userId} ${request.url}`;

/**
 * Serves routes marked `config.readCache` from the read cache and empties it on every write.
 * A reply is kept per signed-in user and full URL (query and `lan` included), never shared
 * between users, and only when it succeeded (HTTP 200); a hit is the serialized body as it was
 * sent. Registered after authorization, so a hit is only served to a caller who may call the
 * route now.
 */
export default fp<{ readCache: ReadCache }>(
  (app, { readCache }, done) => {
    // Kept as bytes: a hit is written as it is, not measured and encoded again.
    const replies = readCache.store<Buffer>();
    app.decorateRequest('readCacheSince', null);

    app.addHook('onRequest', (request, reply, next) => {
      if (isWrite(request.method)) {
        readCache.clear();
        return next();
      }
      const caller = request.principal;
      if (request.method !== 'GET' || !request.routeOptions.config.readCache || !caller) return next();
      const body = replies.get(replyKey(request, caller.userId));
      if (body === undefined) {
        request.readCacheSince = readCache.generation;
        return next();
      }
      void reply.header('content-type', 'application/json; charset=utf-8').send(body);
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      if (isWrite(request.method)) {
        readCache.clear();
      } else if (
        request.readCacheSince !== null &&
        request.principal &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      ) {
        const body = Buffer.from(payload);
        replies.set(replyKey(request, request.principal.userId), body, request.readCacheSince);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'read-cache', dependencies: ['authorization'] },
);
