import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { Config } from '../config.ts';
import type { ApiMetrics } from '../modules/operations/metrics.ts';
import { requestLang } from './envelope.ts';

/** The probes answer even under load: a load balancer must still see the process alive. */
const probePaths = new Set(['/health', '/ready', '/metrics']);

export type TOperationsOptions = { operations: Config['operations']; metrics: ApiMetrics };

/**
 * What operators need on every request (ADR 0050):
 * - the request id: taken from `X-Request-Id` when a proxy set one, else generated (app.ts), and
 *   sent back, so one id follows a request through the proxy's log, this log and the commands
 *   it queued;
 * - its duration in the metrics, by route pattern (never the raw URL: ids would make a series
 *   per plant);
 * - draining: answers sent while the server closes also close their connection;
 * - back-pressure (@fastify/under-pressure): past the event-loop delay set, new requests are
 *   refused at once with 503, code 1 and Retry-After instead of queueing without bound (or past
 *   the heap in use set; 0 turns a limit off).
 */
export default fp<TOperationsOptions>(
  async (app, { operations, metrics }) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    // Draining: a request in flight when the stop began is answered, and its keep-alive
    // connection closed with it; otherwise the server would wait out the keep-alive timeout.
    let isClosing = false;
    app.addHook('preClose', (done) => {
      isClosing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (isClosing) reply.header('connection', 'close');
      done(null, payload);
    });
    // Named: the uploads test tells it from multipart's onResponse hook in the route tree.
    app.addHook('onResponse', function observeRequestDuration(request, reply, done) {
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (operations.maxEventLoopDelayMs === 0 && operations.maxHeapUsedBytes === 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: operations.maxEventLoopDelayMs,
      maxHeapUsedBytes: operations.maxHeapUsedBytes,
      retryAfter: operations.retryAfterSeconds,
      pressureHandler: (request, reply) => {
        if (probePaths.has(request.url)) return;
        void reply
          .code(503)
          .header('retry-after', String(operations.retryAfterSeconds))
          .send({
            code: ErrorCode.failed,
            msg: errorMessage(ErrorCode.failed, requestLang(request)),
            data: null,
          });
      },
    });
  },
  { name: 'operations', dependencies: ['envelope'] },
);
