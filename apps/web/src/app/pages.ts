import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAllUiStrings } from '@/lib/i18n/i18n';

type TPage = LazyExoticComponent<ComponentType>;

/**
 * Every page loads on first visit, so the first route's bundle stays small; with it come the
 * features' UI strings (the first page, sign-in, needs only the core ones it started with).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): TPage {
  return lazy(() =>
    Promise.all([load(), loadAllUiStrings()]).then(([module]) => ({ default: pick(module) })),
  );
}

/** A page that uses antd's `App.useApp()`, which the root leaves out to keep /login light. */
function lazyPageInAntdApp<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): TPage {
  return lazy(() =>
    Promise.all([load(), import('./in-antd-app.tsx'), loadAllUiStrings()]).then(
      ([module, { inAntdApp }]) => ({ default: inAntdApp(pick(module)) }),
    ),
  );
}

const auth = {
  login: () => import('@/features/auth/pages/login-page'),
  register: () => import('@/features/auth/pages/register-page'),
  forget: () => import('@/features/auth/pages/forget-page'),
  resetSuccessful: () => import('@/features/auth/pages/reset-successful-page'),
  legal: () => import('@/features/auth/pages/legal-page'),
  appDownload: () => import('@/features/auth/pages/app-download-page'),
  firmwareLogging: () => import('@/features/firmware/pages/firmware-logging-page'),
};

export const publicPages = {
  // The first page: its strings are the core ones, loaded before the first render.
  login: lazy(() => auth.login().then((module) => ({ default: module.LoginPage }))),
  register: lazyPageInAntdApp(auth.register, (m) => m.RegisterPage),
  forget: lazyPageInAntdApp(auth.forget, (m) => m.ForgetPage),
  resetSuccessful: lazyPage(auth.resetSuccessful, (m) => m.ResetSuccessfulPage),
  privacyPolicy: lazyPage(auth.legal, (m) => m.PrivacyPolicyPage),
  privacyPolicyEnglish: lazyPage(auth.legal, (m) => m.EnglishPrivacyPolicyPage),
  userAgreement: lazyPage(auth.legal, (m) => m.UserAgreementPage),
  appDownload: lazyPage(auth.appDownload, (m) => m.AppDownloadPage),
  firmwareLogging: lazyPage(auth.firmwareLogging, (m) => m.FirmwareLoggingPage),
};

/** The page of each signed-in route, by route id (route-table.ts). */
export const signedInPages: Record<string, TPage> = {
  plants: lazyPage(
    () => import('@/features/plants/pages/plants-page'),
    (m) => m.PlantsPage,
  ),
  plantAdd: lazyPage(
    () => import('@/features/plants/pages/plant-add-page'),
    (m) => m.PlantAddPage,
  ),
  plantOverview: lazyPage(
    () => import('./compositions/plant-overview.tsx'),
    (m) => m.PlantOverview,
  ),
  plantEdit: lazyPage(
    () => import('@/features/plants/pages/plant-edit-page'),
    (m) => m.PlantEditPage,
  ),
  plantDeviceSetting: lazyPage(
    () => import('@/features/settings/pages/settings-page'),
    (m) => m.SettingsPage,
  ),
  scanConfirm: lazyPage(
    () => import('@/features/auth/pages/scan-confirm-page'),
    (m) => m.ScanConfirmPage,
  ),
  personalSettings: lazyPage(
    () => import('@/features/users/pages/personal-settings-page'),
    (m) => m.PersonalSettingsPage,
  ),
  gateways: lazyPage(
    () => import('@/features/gateways/pages/gateways-page'),
    (m) => m.GatewaysPage,
  ),
  campaigns: lazyPage(
    () => import('@/features/campaigns/pages/campaigns-page'),
    (m) => m.CampaignsPage,
  ),
  campaignStart: lazyPage(
    () => import('@/features/campaigns/pages/campaign-start-page'),
    (m) => m.CampaignStartPage,
  ),
  campaignDetail: lazyPage(
    () => import('@/features/campaigns/pages/campaign-page'),
    (m) => m.CampaignPage,
  ),
  gatewayDetail: lazyPage(
    () => import('./compositions/device-upgrades.tsx'),
    (m) => m.GatewayDetail,
  ),
  gatewayUpgrade: lazyPage(
    () => import('@/features/upgrades/pages/upgrade-progress-page'),
    (m) => m.GatewayUpgradePage,
  ),
  inverters: lazyPage(
    () => import('@/features/devices/pages/inverters-page'),
    (m) => m.InvertersPage,
  ),
  inverterDetail: lazyPage(
    () => import('./compositions/device-upgrades.tsx'),
    (m) => m.InverterDetail,
  ),
  inverterUpgrade: lazyPage(
    () => import('@/features/upgrades/pages/upgrade-progress-page'),
    (m) => m.InverterUpgradePage,
  ),
  meters: lazyPage(
    () => import('@/features/devices/pages/meters-page'),
    (m) => m.MetersPage,
  ),
  meterDetail: lazyPage(
    () => import('@/features/devices/pages/meter-detail-page'),
    (m) => m.MeterDetailPage,
  ),
  batteries: lazyPageInAntdApp(
    () => import('@/features/devices/pages/batteries-page'),
    (m) => m.BatteriesPage,
  ),
  batteryDetail: lazyPageInAntdApp(
    () => import('./compositions/device-upgrades.tsx'),
    (m) => m.BatteryDetail,
  ),
  batteryUpgrade: lazyPage(
    () => import('@/features/upgrades/pages/upgrade-progress-page'),
    (m) => m.BatteryUpgradePage,
  ),
  weatherStations: lazyPageInAntdApp(
    () => import('@/features/weather/pages/weather-stations-page'),
    (m) => m.WeatherStationsPage,
  ),
  weatherStationDetail: lazyPageInAntdApp(
    () => import('@/features/weather/pages/weather-station-detail-page'),
    (m) => m.WeatherStationDetailPage,
  ),
  events: lazyPageInAntdApp(
    () => import('@/features/events/pages/events-page'),
    (m) => m.EventsPage,
  ),
  deviceSetting: lazyPage(
    () => import('@/features/settings/pages/settings-page'),
    (m) => m.SettingsPage,
  ),
  enrollmentPlan: lazyPage(
    () => import('@/features/demand-response/pages/enrollment-plan-page'),
    (m) => m.EnrollmentPlanPage,
  ),
  demandEvents: lazyPage(
    () => import('@/features/demand-response/pages/demand-events-page'),
    (m) => m.DemandEventsPage,
  ),
  gatewayFirmware: lazyPage(
    () => import('@/features/firmware/pages/gateway-firmware-page'),
    (m) => m.GatewayFirmwarePage,
  ),
  inverterFirmware: lazyPage(
    () => import('@/features/firmware/pages/inverter-firmware-page'),
    (m) => m.InverterFirmwarePage,
  ),
  workdata: lazyPage(
    () => import('@/features/reports/pages/workdata-page'),
    (m) => m.WorkdataPage,
  ),
  companyInfo: lazyPage(
    () => import('@/features/companies/pages/company-info-page'),
    (m) => m.CompanyInfoPage,
  ),
  staff: lazyPage(
    () => import('@/features/companies/pages/staff-page'),
    (m) => m.StaffPage,
  ),
  roles: lazyPage(
    () => import('@/features/companies/pages/roles-page'),
    (m) => m.RolesPage,
  ),
  customerList: lazyPage(
    () => import('@/features/customers/pages/customer-list-page'),
    (m) => m.CustomerListPage,
  ),
  customerTypes: lazyPage(
    () => import('@/features/customers/pages/customer-types-page'),
    (m) => m.CustomerTypesPage,
  ),
  systemUpdate: lazyPage(
    () => import('@/features/versions/pages/system-update-page'),
    (m) => m.SystemUpdatePage,
  ),
  maintenanceLog: lazyPage(
    () => import('@/features/logs/pages/maintenance-log-page'),
    (m) => m.MaintenanceLogPage,
  ),
  protocols: lazyPage(
    () => import('@/features/protocols/pages/protocols-page'),
    (m) => m.ProtocolsPage,
  ),
  toolbox: lazyPageInAntdApp(
    () => import('./compositions/toolbox.tsx'),
    (m) => m.Toolbox,
  ),
  allGateways: lazyPage(
    () => import('@/features/gateways/pages/all-gateways-page'),
    (m) => m.AllGatewaysPage,
  ),
};
