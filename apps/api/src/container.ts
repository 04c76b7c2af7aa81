import { createChartRepository } from './modules/plants/chart-repository.ts';
import { createChartService } from './modules/plants/chart-service.ts';
import { createPlantsRepository } from './modules/plants/repository.ts';
import { createPlantsService } from './modules/plants/service.ts';
import { createYieldService } from './modules/plants/yield-service.ts';
import { createDeviceRepository } from './modules/devices/repository.ts';
import { createGatewaysRepository } from './modules/gateways/repository.ts';
import { createGatewaysService } from './modules/gateways/service.ts';
import { createEventsRepository } from './modules/events/repository.ts';
import { createCompanyUsersRepository } from './modules/companies/repository.ts';
import {
  createLoggerFunctionsRepository,
  createProtocolsRepository,
} from './modules/protocols/repository.ts';
import { createLoggerFunctionsService, createProtocolsService } from './modules/protocols/service.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSignInGuard } from './modules/auth/sign-in-guard.ts';
import { createPurge } from './modules/housekeeping/purge.ts';
import { createDeviceReportService } from './modules/reports/device-report.ts';
import { createDeviceReportRepository } from './modules/reports/repository.ts';
import { createYieldDownload } from './modules/reports/yield-download.ts';
import { createTelemetryRepository } from './modules/telemetry/repository.ts';
import { createUsersService } from './modules/users/service.ts';
import { createWeatherRepository } from './modules/weather/repository.ts';
import { createCommandsRepository } from './modules/commands/repository.ts';
import { createCommandsService } from './modules/commands/service.ts';
import { createGatewayCommandsService } from './modules/commands/gateway-commands.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * The composition root: every repository and service is built here, once per app, and handed to
 * the modules as their plugin options (a route file never builds one). A service receives the
 * repositories and services it uses; its prepared queries are therefore prepared once.
 */
export function createContainer(context: AppContext, log: FastifyBaseLogger) {
  const { db } = context;
  const repositories = {
    plants: createPlantsRepository(db),
    charts: createChartRepository(db),
    devices: createDeviceRepository(db),
    events: createEventsRepository(db),
    weather: createWeatherRepository(db),
    deviceReport: createDeviceReportRepository(db),
    telemetry: createTelemetryRepository(db),
    companyUsers: createCompanyUsersRepository(db),
    protocols: createProtocolsRepository(db),
    loggerFunctions: createLoggerFunctionsRepository(db),
    gateways: createGatewaysRepository(db),
    commands: createCommandsRepository(db),
  };
  const plants = createPlantsService(context, repositories.plants);
  const commands = createCommandsService({
    db,
    repository: repositories.commands,
    feed: context.commandFeed,
  });
  const charts = createChartService({
    charts: repositories.charts,
    plants: repositories.plants,
    co2KgPerKwh: context.config.co2KgPerKwh,
  });
  return {
    ...context,
    repositories,
    services: {
      plants,
      charts,
      yields: createYieldService({ plants, repository: repositories.plants }),
      yieldDownload: createYieldDownload({ charts, plants: repositories.plants }),
      deviceReport: createDeviceReportService(repositories.deviceReport),
      users: createUsersService(context),
      protocols: createProtocolsService(repositories.protocols),
      loggerFunctions: createLoggerFunctionsService(repositories.loggerFunctions),
      auth: createAuthService({
        users: context.users,
        sessions: context.sessions,
        guard: createSignInGuard(context.authRepository, context.config.signInLock),
      }),
      accounts: createAccountsService(context),
      gateways: createGatewaysService({
        repository: repositories.gateways,
        plants,
        plantsRepository: repositories.plants,
      }),
      commands,
      gatewayCommands: createGatewayCommandsService({
        db,
        commands,
        repository: repositories.commands,
        protocols: repositories.protocols,
      }),
    },
    /** Deletes what nothing reads again; app.ts starts it when the server listens. */
    purge: createPurge(context, log),
  };
}
/** What every module receives: the shared context, the repositories and the services. */
export type Container = ReturnType<typeof createContainer>;
