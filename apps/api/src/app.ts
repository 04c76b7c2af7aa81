import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { inputProblem, inputProblemError, parseInput } from '@sunfleet/contract/validators';
import { pendingMigrations } from '@sunfleet/db/migrate';

import { createLocalFileStore } from './adapters/file-store.ts';
import { createMailer } from './adapters/mail.ts';
import type { Config } from './config.ts';
import { createContainer } from './container.ts';
import { createContext, type AppDependencies } from './context.ts';
import accountRoutes from './modules/accounts/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import gatewayCommandRoutes from './modules/commands/gateway-routes.ts';
import deviceAbilityRoutes from './modules/devices/abilities-routes.ts';
import commandRoutes from './modules/commands/routes.ts';
import campaignRoutes from './modules/campaigns/routes.ts';
import drEventRoutes from './modules/demand-response/events.routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import companyRoutes from './modules/companies/routes.ts';
import versionRoutes from './modules/versions/routes.ts';
import firmwareRoutes from './modules/firmware/routes.ts';
import enrolmentRoutes from './modules/demand-response/enrolments.routes.ts';
import upgradeRoutes from './modules/upgrades/routes.ts';
import customerRoutes from './modules/customers/routes.ts';
import alarmMailRoutes from './modules/alarm-mails/routes.ts';
import scanLoginRoutes from './modules/scan-login/routes.ts';
import dictionaryRoutes from './modules/dictionaries/routes.ts';
import permissionRoutes from './modules/permissions/routes.ts';
import deviceRoutes from './modules/devices/routes.ts';
import inverterRoutes from './modules/devices/inverters/routes.ts';
import meterRoutes from './modules/devices/meters/routes.ts';
import eventRoutes from './modules/events/routes.ts';
import energyRefusalRoutes from './modules/logs/energy-refusal-routes.ts';
import logRoutes from './modules/logs/routes.ts';
import gatewayRoutes from './modules/gateways/routes.ts';
import plantChartRoutes from './modules/plants/chart-routes.ts';
import plantRoutes from './modules/plants/routes.ts';
import rollupRebuildRoutes from './modules/plants/rollup-rebuild-routes.ts';
import plantYieldRoutes from './modules/plants/yield-routes.ts';
import protocolRoutes from './modules/protocols/routes.ts';
import reportRoutes from './modules/reports/routes.ts';
import siteRoutes from './modules/site/routes.ts';
import telemetryRoutes from './modules/telemetry/routes.ts';
import userRoutes from './modules/users/routes.ts';
import weatherRoutes from './modules/weather/routes.ts';
import { createApiMetrics } from './modules/operations/metrics.ts';
import type { TOperationsProbes } from './modules/operations/probes.ts';
import requestContext from './plugins/request-context.ts';
import { createOperationsRepository } from './modules/operations/repository.ts';
import operationsRoutes from './modules/operations/routes.ts';
import batteryRoutes from './modules/devices/batteries/routes.ts';
import authentication from './plugins/authentication.ts';
import authorization from './plugins/authorization.ts';
import envelope, { sendClientError } from './plugins/envelope.ts';
import files from './plugins/files.ts';
import operations from './plugins/operations.ts';
import resourceAccess from './plugins/resource-access.ts';
import securityHeaders from './plugins/security-headers.ts';
import swagger from './plugins/swagger.ts';
import web from './plugins/web.ts';

export type BuildOptions = { logger?: FastifyServerOptions['logger'] };

/**
 * Builds the server without listening: main.ts listens, tests call `app.inject()`.
 *
 * Registration order matters:
 * 1. zod compilers — every later route validates and serializes with the contract's schemas;
 *    a failed parse keeps its ZodError so the envelope can name the field (code 4); text no
 *    column can hold (a NUL byte, a lone surrogate) and JSON nested deeper than 32 levels are
 *    refused first, on every route (the JSON parser and parseInput);
 * 2. the form-body parser for /oauth/token (multipart is registered only around the routes that
 *    take uploads: see uploads.ts);
 * 3. envelope — the error handler and reply language, before anything can throw; then the
 *    security headers, so every answer carries them, refusals and uploaded files included; then
 *    operations (request id, request metrics, back-pressure), whose overload refusal must come
 *    before any other hook spends work on the request;
 * 4. authentication, then authorization — their hooks run in this order on every request;
 *    authorization's onRoute check must see every module route. Resource access (the plant or
 *    device a route names, resolved in a preHandler) sits with them for its own onRoute check;
 * 5. swagger — collects the routes registered after it;
 * 6. modules;
 * 7. uploaded files and the web app, whose not-found handler answers whatever is left.
 */
export async function buildApp(config: Config, deps: AppDependencies, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    // One id per request across processes (ADR 0050): a proxy's X-Request-Id is kept.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // What the router refuses before any route runs (a bad percent-encoding) gets the envelope too.
    frameworkErrors: (error, request, reply) => void sendClientError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = parseInput(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  app.setSerializerCompiler(serializerCompiler);
  // Every JSON body is checked as it is parsed, before any hook, schema or handler sees it: nesting
  // deeper than `maxInputDepth` and unstorable text are code 4 on their path, on every route,
  // whether or not it declares a body schema (JSON.parse itself copes with any depth; recursive
  // walks after it would not).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body.toString(), (error, value) => {
      if (error) return done(error);
      const problem = inputProblem(value);
      if (problem) return done(inputProblemError(problem, value));
      done(null, value);
    });
  });

  await app.register(formbody);
  await app.register(requestContext);

  await app.register(envelope);
  await app.register(securityHeaders);
  const probes: TOperationsProbes = {
    preparation: { demoHistory: 'ready' },
    brokerStatus: () => 'none',
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    pendingMigrations: () => pendingMigrations(deps.db),
    ...deps.probes,
  };
  const operationsRepository = createOperationsRepository(deps.db);
  const metrics = createApiMetrics({
    registry: deps.metricsRegistry,
    repository: operationsRepository,
    poolUse: probes.poolUse,
  });
  await app.register(operations, { operations: config.operations, metrics });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', () => mailer.close());
  const fileStore = createLocalFileStore(join(config.dataDir, 'files'));
  const context = createContext(config, { ...deps, probes, mailer, fileStore });
  const container = createContainer(context, app.log);
  // Runs only in a listening server (not under app.inject() in tests, which call it directly).
  const { scheduler, campaignTicker } = container;
  scheduler.on('failed', ({ name, error }) =>
    app.log.error({ err: error, job: name }, 'periodic job failed'),
  );
  app.addHook('onListen', (done) => {
    campaignTicker.start();
    scheduler.start();
    done();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await campaignTicker.stop();
  });
  await app.register(authentication, {
    accessTokens: context.accessTokens,
    sessions: context.sessions,
    users: context.users,
  });
  await app.register(authorization);
  await app.register(resourceAccess, {
    findPlant: container.services.plants.access,
    findTargets: (tenancy, target) => container.repositories.deviceAccess.find(tenancy, target),
  });
  await app.register(swagger);
  await app.register(operationsRoutes, { repository: operationsRepository, probes, metrics });

  for (const module of [
    authRoutes,
    accountRoutes,
    siteRoutes,
    userRoutes,
    permissionRoutes,
    companyRoutes,
    versionRoutes,
  ]) {
    await app.register(module, container);
  }
  for (const module of [
    plantRoutes,
    plantChartRoutes,
    plantYieldRoutes,
    rollupRebuildRoutes,
    energyRefusalRoutes,
    deviceRoutes,
    deviceAbilityRoutes,
    inverterRoutes,
    meterRoutes,
    eventRoutes,
    reportRoutes,
    weatherRoutes,
    gatewayRoutes,
    batteryRoutes,
  ]) {
    await app.register(module, container);
  }
  await app.register(customerRoutes, container);
  await app.register(alarmMailRoutes, container);
  await app.register(scanLoginRoutes, container);
  await app.register(protocolRoutes, container);
  await app.register(dictionaryRoutes, container);
  await app.register(telemetryRoutes, container);
  await app.register(commandRoutes, container);
  await app.register(gatewayCommandRoutes, container);
  await app.register(logRoutes, container);
  await app.register(settingsRoutes, container);
  await app.register(campaignRoutes, container);
  await app.register(drEventRoutes, container);
  await app.register(firmwareRoutes, container);
  await app.register(enrolmentRoutes, container);
  await app.register(upgradeRoutes, container);

  await app.register(files, { fileStore });
  await app.register(web, { webDist: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
