import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZHealth, ZReadiness, type TReadiness } from '@sunfleet/contract/operations';
import type { ApiMetrics } from './metrics.ts';
import type { OperationsRepository } from './repository.ts';
import type { TOperationsProbes } from './probes.ts';

export type TOperationsRouteOptions = {
  repository: OperationsRepository;
  probes: TOperationsProbes;
  metrics: ApiMetrics;
};

/** Each check of the readiness probe, read now. */
export async function readiness(
  repository: OperationsRepository,
  probes: TOperationsProbes,
): Promise<TReadiness> {
  const database = await repository.isReachable();
  const pendingMigrations = database ? await probes.pendingMigrations().catch(() => ['?']) : [];
  const broker = probes.brokerStatus();
  const { demoHistory } = probes.preparation;
  const isReady = database && pendingMigrations.length === 0 && broker !== 'down' && demoHistory === 'ready';
  return {
    status: isReady ? 'ready' : 'notReady',
    checks: { database, pendingMigrations, broker, demoHistory },
  };
}

/**
 * The operators' probes and metrics (ADR 0050), outside the `/api` envelope as probes expect.
 * A load balancer sends traffic on /ready's 200 and restarts on /health's silence; Prometheus
 * scrapes /metrics. The proxy should not expose /ready and /metrics to the public (docs/deploy.md).
 */
const operationsRoutes: FastifyPluginCallbackZod<TOperationsRouteOptions> = (
  app,
  { repository, probes, metrics },
  done,
) => {
  app.get(
    '/health',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: ZHealth } },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database, migrations, broker and first-start preparation',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const report = await readiness(repository, probes);
      return reply.code(report.status === 'ready' ? 200 : 503).send(report);
    },
  );

  app.get(
    '/metrics',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['operations'], summary: 'Prometheus metrics (text exposition format)', hide: true },
    },
    async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
  done();
};
export default operationsRoutes;
