import type { TPermission } from '@sunfleet/contract/permissions';
import type { en } from '@/lib/i18n/en';

/** Keys of route titles in the UI strings (`route.*`). */
export type TRouteTitle = keyof typeof en.route;

export type TMenuIcon =
  | 'plants'
  | 'devices'
  | 'demandResponse'
  | 'firmware'
  | 'workdata'
  | 'enterprise'
  | 'customers'
  | 'logs'
  | 'management';

/**
 * A signed-in route of spec section 2. A route with `children` is a menu group; opening its own
 * path redirects to `redirectTo` (or, without that permission, the first child the user may open).
 */
export type TAppRoute = {
  /** Also names the page component (see pages.ts). */
  id: string;
  path: string;
  title: TRouteTitle;
  /** Needed in addition to every ancestor's permission; none = any signed-in user. */
  permission?: TPermission;
  /** Reachable, but not in the menu. */
  isHidden?: boolean;
  /** The menu entry highlighted while this page is open (defaults to its own path). */
  menuPath?: string;
  icon?: TMenuIcon;
  /** Stays mounted when the user leaves it (spec section 2: plants, overview, edit). */
  isKeptAlive?: boolean;
  redirectTo?: string;
  children?: TAppRoute[];
};

/** The Demand-response path segment (the spec leaves it open as `{demandResponse}`). */
export const demandResponsePath = '/demand-response';

export const appRoutes: TAppRoute[] = [
  {
    id: 'plants',
    path: '/plants',
    title: 'plants',
    permission: 'station.view',
    icon: 'plants',
    isKeptAlive: true,
  },
  {
    id: 'plantAdd',
    path: '/plant-add',
    title: 'plantAdd',
    permission: 'station.create',
    isHidden: true,
    menuPath: '/plants',
  },
  {
    id: 'plantOverview',
    path: '/plants/overview/:id/:type',
    title: 'plantOverview',
    isHidden: true,
    menuPath: '/plants',
    isKeptAlive: true,
  },
  {
    id: 'plantEdit',
    path: '/plants/edit/:id',
    title: 'plantEdit',
    isHidden: true,
    menuPath: '/plants',
    isKeptAlive: true,
  },
  {
    id: 'plantDeviceSetting',
    path: '/plants/device/setting',
    title: 'plantDeviceSetting',
    permission: 'inverter.setting',
    isHidden: true,
    menuPath: '/plants',
  },
  { id: 'personalSettings', path: '/edit', title: 'personalSettings', isHidden: true },
  { id: 'scanConfirm', path: '/scan/:id', title: 'scanConfirm', isHidden: true },
  // Opened from the gateway and inverter lists; the page offers only the kinds the user may start.
  {
    id: 'campaignStart',
    path: '/campaigns/new',
    title: 'campaignStart',
    isHidden: true,
    menuPath: '/log/campaigns',
  },
  {
    id: 'campaignDetail',
    path: '/campaigns/:id',
    title: 'campaignDetail',
    isHidden: true,
    menuPath: '/log/campaigns',
  },
  {
    id: 'devices',
    path: '/device',
    title: 'devices',
    permission: 'equip.view',
    icon: 'devices',
    redirectTo: '/device/gateway/list',
    children: [
      { id: 'gateways', path: '/device/gateway/list', title: 'gateways', permission: 'gateway.view' },
      {
        id: 'gatewayDetail',
        path: '/device/gateway/detail/:id',
        title: 'gatewayDetail',
        permission: 'gateway.view',
        isHidden: true,
        menuPath: '/device/gateway/list',
      },
      {
        id: 'gatewayUpgrade',
        path: '/device/gateway/detail/:id/upgrade',
        title: 'gatewayUpgrade',
        permission: 'gateway.view',
        isHidden: true,
        menuPath: '/device/gateway/list',
      },
      {
        id: 'gatewaysRedirect',
        path: '/device/gateway',
        title: 'gateways',
        permission: 'gateway.view',
        isHidden: true,
        redirectTo: '/device/gateway/list',
      },
      { id: 'inverters', path: '/device/inverter', title: 'inverters', permission: 'inverter.view' },
      {
        id: 'inverterDetail',
        path: '/device/inverter/:sn',
        title: 'inverterDetail',
        permission: 'inverter.view',
        isHidden: true,
        menuPath: '/device/inverter',
      },
      {
        id: 'inverterUpgrade',
        path: '/device/inverter/:sn/upgrade',
        title: 'inverterUpgrade',
        permission: 'inverter.view',
        isHidden: true,
        menuPath: '/device/inverter',
      },
      { id: 'meters', path: '/device/meter', title: 'meters', permission: 'meter.view' },
      {
        id: 'meterDetail',
        path: '/device/meter/:sn',
        title: 'meterDetail',
        permission: 'meter.view',
        isHidden: true,
        menuPath: '/device/meter',
      },
      { id: 'batteries', path: '/device/battery', title: 'batteries', permission: 'battery.list.view' },
      {
        id: 'batteryDetail',
        path: '/device/battery/:sn',
        title: 'batteryDetail',
        permission: 'battery.list.view',
        isHidden: true,
        menuPath: '/device/battery',
      },
      {
        id: 'batteryUpgrade',
        path: '/device/battery/:sn/upgrade',
        title: 'batteryUpgrade',
        permission: 'battery.list.view',
        isHidden: true,
        menuPath: '/device/battery',
      },
      {
        id: 'weatherStations',
        path: '/device/weather',
        title: 'weatherStations',
        permission: 'weather.view',
      },
      {
        id: 'weatherStationDetail',
        path: '/device/weather/:sn',
        title: 'weatherStationDetail',
        permission: 'weather.view',
        isHidden: true,
        menuPath: '/device/weather',
      },
      { id: 'events', path: '/device/event', title: 'events', permission: 'event.view' },
      {
        id: 'deviceSetting',
        path: '/device/setting',
        title: 'deviceSetting',
        permission: 'inverter.setting',
        isHidden: true,
      },
    ],
  },
  {
    id: 'demandResponse',
    path: demandResponsePath,
    title: 'demandResponse',
    permission: 'application.center',
    icon: 'demandResponse',
    redirectTo: `${demandResponsePath}/enrollmentPlan`,
    children: [
      {
        id: 'enrollmentPlan',
        path: `${demandResponsePath}/enrollmentPlan`,
        title: 'enrollmentPlan',
        permission: 'energyhub.view',
      },
      {
        id: 'demandEvents',
        path: `${demandResponsePath}/event`,
        title: 'demandEvents',
        permission: 'energyhub.view',
      },
    ],
  },
  {
    id: 'firmware',
    path: '/firmware',
    title: 'firmware',
    permission: 'firmware.management',
    icon: 'firmware',
    redirectTo: '/firmware/gate',
    children: [
      {
        id: 'gatewayFirmware',
        path: '/firmware/gate',
        title: 'gatewayFirmware',
        permission: 'firmware.gateway.view',
      },
      {
        id: 'inverterFirmware',
        path: '/firmware/inv',
        title: 'inverterFirmware',
        permission: 'firmware.inverter.view',
      },
    ],
  },
  {
    id: 'workdata',
    path: '/workdata/list',
    title: 'workdata',
    permission: 'workdata.view',
    icon: 'workdata',
  },
  {
    id: 'enterprise',
    path: '/enterprise',
    title: 'enterprise',
    permission: 'company.management',
    icon: 'enterprise',
    redirectTo: '/enterprise/user',
    children: [
      { id: 'companyInfo', path: '/enterprise/company', title: 'companyInfo', permission: 'company.info' },
      { id: 'staff', path: '/enterprise/user', title: 'staff', permission: 'company.user' },
      { id: 'roles', path: '/enterprise/roles', title: 'roles', permission: 'company.role.list.view' },
    ],
  },
  {
    id: 'customers',
    path: '/customer',
    title: 'customers',
    permission: 'user.producer',
    icon: 'customers',
    redirectTo: '/customer/list',
    children: [
      { id: 'customerList', path: '/customer/list', title: 'customerList', permission: 'customer.list.view' },
      {
        id: 'customerTypes',
        path: '/customer/type',
        title: 'customerTypes',
        permission: 'customer.type.list.view',
      },
    ],
  },
  { id: 'systemUpdate', path: '/systemupdate', title: 'systemUpdate', isHidden: true },
  {
    id: 'logs',
    path: '/log',
    title: 'logs',
    permission: 'logger.management',
    icon: 'logs',
    redirectTo: '/log/uphold',
    children: [
      {
        id: 'maintenanceLog',
        path: '/log/uphold',
        title: 'maintenanceLog',
        permission: 'logger.upgrade.record',
      },
      // Beside the maintenance log: what was done to many devices at once (docs/adr/0040).
      { id: 'campaigns', path: '/log/campaigns', title: 'campaigns', permission: 'logger.upgrade.record' },
      { id: 'protocols', path: '/log/protocol', title: 'protocols', permission: 'logger.protocol' },
      // No permission of its own: a calculator in the maintenance section (ADR 0016).
      { id: 'toolbox', path: '/toolbox', title: 'toolbox' },
    ],
  },
  {
    id: 'management',
    path: '/management',
    title: 'management',
    permission: 'system.management',
    icon: 'management',
    redirectTo: '/management/gateway',
    children: [
      {
        id: 'allGateways',
        path: '/management/gateway',
        title: 'allGateways',
        permission: 'sys.gateway.view',
      },
    ],
  },
];
