import { createChartRepository } from './modules/plants/chart-repository.ts';
import { createChartService } from './modules/plants/chart-service.ts';
import { createPlantsRepository } from './modules/plants/repository.ts';
import { createPlantsService } from './modules/plants/service.ts';
import { createYieldService } from './modules/plants/yield-service.ts';
import { createDeviceRepository } from './modules/devices/repository.ts';
import { createGatewaysRepository } from './modules/gateways/repository.ts';
import { createGatewaysService } from './modules/gateways/service.ts';
import { createDeviceChartRepository } from './modules/devices/device-chart-repository.ts';
import { createDeviceChartService } from './modules/devices/device-chart-service.ts';
import { createFleetRepository } from './modules/devices/fleet-repository.ts';
import { createInverterService } from './modules/devices/inverter-service.ts';
import { createInverterCommands } from './modules/devices/inverter-commands.ts';
import { createDeviceBasics } from './modules/devices/device-basics.ts';
import { createMeterService } from './modules/devices/meter-service.ts';
import { createEventsRepository } from './modules/events/repository.ts';
import { createCompanyRepository } from './modules/companies/company-repository.ts';
import { createCompanyUsersRepository } from './modules/companies/repository.ts';
import { createRoleRepository } from './modules/companies/role-repository.ts';
import { createCompaniesService } from './modules/companies/service.ts';
import { createVersionsRepository } from './modules/versions/repository.ts';
import { createVersionsService } from './modules/versions/service.ts';
import { createFirmwareRepository } from './modules/firmware/repository.ts';
import { createFirmwareService } from './modules/firmware/service.ts';
import { createCustomersRepository } from './modules/customers/repository.ts';
import { createAlarmMailJob } from './modules/alarm-mails/job.ts';
import { createAlarmMailRepository } from './modules/alarm-mails/repository.ts';
import { createAlarmSettingsService } from './modules/alarm-mails/service.ts';
import { createScanLoginRepository } from './modules/scan-login/repository.ts';
import { createScanLoginService } from './modules/scan-login/service.ts';
import { createCustomersService } from './modules/customers/service.ts';
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
import { createParamHistoryService } from './modules/reports/param-history.ts';
import { createDeviceReportRepository } from './modules/reports/repository.ts';
import { createYieldDownload } from './modules/reports/yield-download.ts';
import { createTelemetryRepository } from './modules/telemetry/repository.ts';
import { createUsersService } from './modules/users/service.ts';
import { createWeatherRepository } from './modules/weather/repository.ts';
import { createCommandsRepository } from './modules/commands/repository.ts';
import { createCommandsService } from './modules/commands/service.ts';
import { createGatewayCommandsService } from './modules/commands/gateway-commands.ts';
import { createMaintenanceLog } from './modules/logs/maintenance-log.ts';
import { createLogsRepository } from './modules/logs/repository.ts';
import { createWeatherService } from './modules/weather/service.ts';
import { createWeatherProvider } from './adapters/weather-provider.ts';
import { createFleetDevicesRepository } from './modules/devices/fleet-devices.repository.ts';
import { createFleetDevicesService } from './modules/devices/fleet-devices.service.ts';
import { createEventsService } from './modules/events/service.ts';
import { createRegisterChannel } from './modules/settings/registers.ts';
import { createSettingsRepository } from './modules/settings/repository.ts';
import { createSettingsService } from './modules/settings/service.ts';
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
    companies: createCompanyRepository(db),
    roles: createRoleRepository(db),
    versions: createVersionsRepository(db),
    customers: createCustomersRepository(db),
    alarmMails: createAlarmMailRepository(db),
    scanLogins: createScanLoginRepository(db),
    protocols: createProtocolsRepository(db),
    loggerFunctions: createLoggerFunctionsRepository(db),
    commands: createCommandsRepository(db),
    logs: createLogsRepository(db),
    gateways: createGatewaysRepository(db),
    fleet: createFleetRepository(db),
    deviceCharts: createDeviceChartRepository(db),
    fleetDevices: createFleetDevicesRepository(db),
    settings: createSettingsRepository(db),
    firmware: createFirmwareRepository(db),
  };
  /** The maintenance log's writer: modules record what they did to plants, gateways and devices. */
  const maintenanceLog = createMaintenanceLog(db);
  const plants = createPlantsService(
    context,
    repositories.plants,
    maintenanceLog,
    (userId: string, companyId: string) => repositories.customers.isCustomerOf(userId, companyId),
  );
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
  const fleetDeps = {
    fleet: repositories.fleet,
    telemetry: repositories.telemetry,
    charts: createDeviceChartService(repositories.deviceCharts),
    plants,
  };
  const inverters = createInverterService(fleetDeps);
  const deviceBasics = createDeviceBasics(fleetDeps);
  const gatewayCommands = createGatewayCommandsService({
    db,
    commands,
    repository: repositories.commands,
    protocols: repositories.protocols,
  });
  return {
    ...context,
    repositories,
    maintenanceLog,
    services: {
      plants,
      charts,
      yields: createYieldService({ plants, repository: repositories.plants }),
      yieldDownload: createYieldDownload({ charts, plants: repositories.plants }),
      deviceReport: createDeviceReportService(repositories.deviceReport),
      paramHistory: createParamHistoryService(db),
      users: createUsersService(context),
      protocols: createProtocolsService(repositories.protocols),
      loggerFunctions: createLoggerFunctionsService(repositories.loggerFunctions),
      auth: createAuthService({
        users: context.users,
        sessions: context.sessions,
        guard: createSignInGuard(context.authRepository, context.config.signInLock),
      }),
      accounts: createAccountsService(context),
      commands,
      gatewayCommands,
      inverters,
      inverterCommands: createInverterCommands({
        inverters,
        commands,
        gatewayCommands,
        checkEditable: (caller, device) => deviceBasics.checkEditable(caller, device),
      }),
      gateways: createGatewaysService({
        repository: repositories.gateways,
        plants,
        plantsRepository: repositories.plants,
        events: repositories.events,
        maintenanceLog,
      }),
      meters: createMeterService(fleetDeps),
      fleetDevices: createFleetDevicesService({
        fleet: repositories.fleetDevices,
        telemetry: repositories.telemetry,
        plants,
      }),
      events: createEventsService({ events: repositories.events, plants }),
      weather: createWeatherService({
        weather: repositories.weather,
        provider: createWeatherProvider(context.config.weather),
      }),
      companies: createCompaniesService(context, {
        companies: repositories.companies,
        staff: repositories.companyUsers,
        roles: repositories.roles,
      }),
      versions: createVersionsService(context, repositories.versions),
      firmware: createFirmwareService({
        repository: repositories.firmware,
        gateways: repositories.gateways,
        users: context.users,
        fileStore: context.fileStore,
      }),
      customers: createCustomersService(context, repositories.customers),
      settings: createSettingsService({
        repository: repositories.settings,
        registers: createRegisterChannel(commands),
        maintenanceLog,
      }),
      alarmSettings: createAlarmSettingsService(context, repositories.alarmMails),
      scanLogin: createScanLoginService(context, repositories.scanLogins),
    },
    /** Deletes what nothing reads again; app.ts starts it when the server listens. */
    purge: createPurge(context, log),
    /** Sends alarm e-mails; app.ts starts it when the server listens (modules/alarm-mails/job.ts). */
    alarmMails: createAlarmMailJob(
      context,
      repositories.alarmMails,
      async (tenancy, plantId) => (await repositories.plants.findAccess(tenancy, plantId)) !== null,
      log,
    ),
  };
}
/** What every module receives: the shared context, the repositories and the services. */
export type Container = ReturnType<typeof createContainer>;
