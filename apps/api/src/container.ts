import { createChartRepository } from './modules/plants/chart-repository.ts';
import { createChartService } from './modules/plants/chart-service.ts';
import { createPlantsRepository } from './modules/plants/repository.ts';
import { createPlantsService } from './modules/plants/service.ts';
import { createRollupRebuildService } from './modules/plants/rollup-rebuild-service.ts';
import { createYieldService } from './modules/plants/yield-service.ts';
import { createAccessRepository } from './modules/devices/access-repository.ts';
import { createDeviceRepository } from './modules/devices/repository.ts';
import { createGatewaysRepository } from './modules/gateways/repository.ts';
import { createGatewaysService } from './modules/gateways/service.ts';
import { createDeviceChartRepository } from './modules/devices/device-chart-repository.ts';
import { createDeviceChartService } from './modules/devices/device-chart-service.ts';
import { createDeviceService } from './modules/devices/service.ts';
import { createInverterRepository } from './modules/devices/inverters/repository.ts';
import { createInverterService } from './modules/devices/inverters/service.ts';
import { createInverterCommands } from './modules/devices/inverters/commands.ts';
import { createMeterRepository } from './modules/devices/meters/repository.ts';
import { createMeterService } from './modules/devices/meters/service.ts';
import { createBatteryService } from './modules/devices/batteries/service.ts';
import { createWeatherStationService } from './modules/devices/weather/service.ts';
import { createEventsRepository } from './modules/events/repository.ts';
import { createCompanyRepository } from './modules/companies/company-repository.ts';
import { createCompanyUsersRepository } from './modules/companies/repository.ts';
import { createRoleRepository } from './modules/companies/role-repository.ts';
import { createCompaniesService } from './modules/companies/service.ts';
import { createVersionsRepository } from './modules/versions/repository.ts';
import { createVersionsService } from './modules/versions/service.ts';
import { createFirmwareRepository } from './modules/firmware/repository.ts';
import { createFirmwareService } from './modules/firmware/service.ts';
import { tenancyOf } from './tenancy.ts';
import { createEnrolmentsRepository } from './modules/demand-response/enrolments.repository.ts';
import { createEnrolmentsService } from './modules/demand-response/enrolments.service.ts';
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
import { Scheduler } from '@sunfleet/db/scheduler';
import { apiJobs } from './jobs.ts';
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
import { createEventsService } from './modules/events/service.ts';
import { createRegisterChannel } from './modules/settings/registers.ts';
import { createSettingsRepository } from './modules/settings/repository.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { createCampaignsRepository } from './modules/campaigns/repository.ts';
import { createCampaignsService } from './modules/campaigns/service.ts';
import { createCampaignTicker } from './modules/campaigns/ticker.ts';
import { demandResponseHold } from './modules/demand-response/campaign-hold.ts';
import { createUpgradesRepository } from './modules/upgrades/repository.ts';
import { createUpgradesService } from './modules/upgrades/service.ts';
import { createNoticeStreams } from './modules/commands/notice-stream.ts';
import { createDrEventsRepository } from './modules/demand-response/events.repository.ts';
import { createDrEventsService } from './modules/demand-response/events.service.ts';
import { createDispatcher } from './modules/demand-response/ven.dispatch.ts';
import { createVenSync } from './modules/demand-response/ven.sync.ts';
import { createNotificationReceiver } from './modules/demand-response/ven.notifications.ts';
import { createVenSubscription } from './modules/demand-response/ven.subscription.ts';
import { createVtnSubscriptionsRepository } from './modules/demand-response/ven.subscriptions.repository.ts';
import { createVenClient } from '@sunfleet/openadr/ven-client';
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
    deviceAccess: createAccessRepository(db),
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
    inverters: createInverterRepository(db),
    meters: createMeterRepository(db),
    deviceCharts: createDeviceChartRepository(db),
    settings: createSettingsRepository(db),
    campaigns: createCampaignsRepository(db),
    firmware: createFirmwareRepository(db),
    enrolments: createEnrolmentsRepository(db),
    upgrades: createUpgradesRepository(db),
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
    limits: context.config.commandLimits,
  });
  const charts = createChartService({
    charts: repositories.charts,
    plants: repositories.plants,
    co2KgPerKwh: context.config.co2KgPerKwh,
  });
  const deviceCharts = createDeviceChartService(repositories.deviceCharts);
  const devices = createDeviceService({
    repository: repositories.devices,
    telemetry: repositories.telemetry,
    charts: deviceCharts,
    plants,
    maintenanceLog,
  });
  const gatewayCommands = createGatewayCommandsService({
    db,
    commands,
    repository: repositories.commands,
    protocols: repositories.protocols,
  });
  const settings = createSettingsService({
    repository: repositories.settings,
    registers: createRegisterChannel(commands),
    maintenanceLog,
  });
  /** Advances campaigns; app.ts starts it when the server listens (modules/campaigns/ticker.ts). */
  const drEvents = createDrEventsRepository(db);
  // An upgrade never starts on a plant during (or just before) a demand-response event.
  const campaignTicker = createCampaignTicker(db, context.commandFeed, log, demandResponseHold(drEvents));
  const dispatcher = createDispatcher({ db, repository: drEvents, poke: campaignTicker.poke });
  const { openadr } = context.config;
  const vtn = openadr.vtnUrl
    ? createVenClient({
        baseUrl: openadr.vtnUrl,
        clientId: openadr.clientId,
        clientSecret: openadr.clientSecret,
      })
    : undefined;
  const vtnSubscriptions = createVtnSubscriptionsRepository(db);
  const venSync = createVenSync({
    vtn,
    clientName: openadr.clientName,
    settleMs: openadr.settleMs,
    repository: drEvents,
    dispatcher,
    subscription:
      vtn && openadr.vtnUrl
        ? createVenSubscription({
            vtn,
            vtnUrl: openadr.vtnUrl,
            callbackUrl: openadr.callbackUrl,
            clientName: openadr.clientName,
            repository: vtnSubscriptions,
          })
        : undefined,
    log,
  });
  const campaigns = createCampaignsService({
    db,
    repository: repositories.campaigns,
    deviceAccess: repositories.deviceAccess,
    settings,
    feed: context.commandFeed,
    poke: campaignTicker.poke,
  });
  const firmware = createFirmwareService({
    repository: repositories.firmware,
    gateways: repositories.gateways,
    users: context.users,
    fileStore: context.fileStore,
  });
  const upgrades = createUpgradesService({
    db,
    repository: repositories.upgrades,
    devices,
    firmware,
    images: repositories.firmware,
    commands,
    campaigns,
    deviceAccess: repositories.deviceAccess,
    maintenanceLog,
    fileStore: context.fileStore,
    feed: context.commandFeed,
    settings: { ...context.config.upgrades, secret: context.config.jwtSecret },
  });
  return {
    ...context,
    repositories,
    maintenanceLog,
    services: {
      plants,
      charts,
      yields: createYieldService({ plants, repository: repositories.plants }),
      rollupRebuild: createRollupRebuildService({ db, maintenanceLog }),
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
      devices,
      inverters: createInverterService({ devices, charts: deviceCharts, repository: repositories.inverters }),
      inverterCommands: createInverterCommands({ devices, commands, gatewayCommands }),
      gateways: createGatewaysService({
        repository: repositories.gateways,
        plants,
        plantsRepository: repositories.plants,
        events: repositories.events,
        maintenanceLog,
      }),
      meters: createMeterService({ devices, charts: deviceCharts, repository: repositories.meters }),
      batteries: createBatteryService({ devices }),
      weatherStations: createWeatherStationService({ devices }),
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
      firmware,
      customers: createCustomersService(context, repositories.customers),
      enrolments: createEnrolmentsService({
        repository: repositories.enrolments,
        plantRole: async (caller, plantId) =>
          (await repositories.plants.findAccess(tenancyOf(caller), plantId))?.role ?? null,
      }),
      settings,
      campaigns,
      upgrades,
      alarmSettings: createAlarmSettingsService(context, repositories.alarmMails),
      scanLogin: createScanLoginService(context, repositories.scanLogins),
      drEvents: createDrEventsService({
        repository: drEvents,
        dispatcher,
        deviceAccess: repositories.deviceAccess,
      }),
      oadrNotifications: createNotificationReceiver({ subscriptions: vtnSubscriptions, venSync }),
    },
    /** Sunfleet as an OpenADR VEN (modules/demand-response/ven.sync.ts), the scheduler's `dr.ven` job. */
    venSync,
    /** Advances campaigns (modules/campaigns/ticker.ts): on command notices here, and as the scheduler's job. */
    campaignTicker,
    /** Server-sent event streams of commands and campaigns, closed together when the server closes. */
    noticeStreams: createNoticeStreams(context.commandFeed),
    /** The api's periodic jobs (jobs.ts), once per period across processes; app.ts starts it on listen. */
    scheduler: new Scheduler(
      context.db,
      apiJobs(context, {
        purge: createPurge(context),
        alarmMails: createAlarmMailJob(
          context,
          repositories.alarmMails,
          async (tenancy, plantId) => (await repositories.plants.findAccess(tenancy, plantId)) !== null,
        ),
        campaignTicker,
        plants: repositories.plants,
        venSync,
        upgrades,
      }),
    ),
  };
}
/** What every module receives: the shared context, the repositories and the services. */
export type Container = ReturnType<typeof createContainer>;
