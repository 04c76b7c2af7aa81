import { z } from 'zod';
import type { TLocalized } from './lang.ts';
import { themes } from './themes.ts';

/** Plant types (spec section 3). */
export const plantTypes = ['gridTied', 'acCoupledStorage', 'dcCoupledStorage'] as const;
export const ZPlantType = z.enum(plantTypes);
export type TPlantType = z.infer<typeof ZPlantType>;
export const plantTypeNames: Record<TPlantType, TLocalized> = {
  gridTied: { en: 'Grid-tied', zh: '并网', es: 'Conectada a red' },
  acCoupledStorage: {
    en: 'Energy storage (AC coupling)',
    zh: '储能（交流耦合）',
    es: 'Almacenamiento (acoplamiento CA)',
  },
  dcCoupledStorage: {
    en: 'Energy storage (DC coupling)',
    zh: '储能（直流耦合）',
    es: 'Almacenamiento (acoplamiento CC)',
  },
};

/** Device and plant status (spec section 4). */
export const deviceStatuses = ['normal', 'offline', 'warning', 'fault', 'updating'] as const;
export const ZDeviceStatus = z.enum(deviceStatuses);
export type TDeviceStatus = z.infer<typeof ZDeviceStatus>;
export const deviceStatusNames: Record<TDeviceStatus, TLocalized> = {
  normal: { en: 'Normal', zh: '正常', es: 'Normal' },
  offline: { en: 'Offline', zh: '离线', es: 'Desconectado' },
  warning: { en: 'Warning', zh: '告警', es: 'Aviso' },
  fault: { en: 'Fault', zh: '故障', es: 'Fallo' },
  updating: { en: 'Updating', zh: '升级中', es: 'Actualizando' },
};

/**
 * What an inverter is doing, beside its status (which the spec fixes at five): producing, waiting
 * (at night, or for the grid), or switched off by a command. A shut-down inverter is "Normal" in
 * status, and says so here.
 */
export const operatingStates = ['running', 'standby', 'shutDown'] as const;
export const ZOperatingState = z.enum(operatingStates);
export type TOperatingState = z.infer<typeof ZOperatingState>;
export const operatingStateNames: Record<TOperatingState, TLocalized> = {
  running: { en: 'Running', zh: '运行中', es: 'En marcha' },
  standby: { en: 'Standby', zh: '待机', es: 'En espera' },
  shutDown: { en: 'Shut down', zh: '已关机', es: 'Apagado' },
};

/** Pricing methods of a plant's income. */
export const pricingMethods = ['constant', 'timeOfUse', 'byGeneration'] as const;
export const ZPricingMethod = z.enum(pricingMethods);

/** Share roles. */
export const shareRoles = ['visitor', 'manager'] as const;
export const ZShareRole = z.enum(shareRoles);
export type TShareRole = z.infer<typeof ZShareRole>;

/** Inverter type families named by the type codes of spec section 3. */
export type TInverterFamily =
  | 'sellingFirst'
  | 'singlePhaseLvHybrid'
  | 'microInverter'
  | 'singlePhaseHvHybrid'
  | 'singlePhaseHybrid'
  | 'threePhaseLvHybrid'
  | 'threePhaseHvHybrid'
  | 'threePhaseHybrid';

const familyByCode: Record<number, TInverterFamily> = {
  1: 'sellingFirst',
  10: 'sellingFirst',
  11: 'sellingFirst',
  2: 'singlePhaseLvHybrid',
  3: 'microInverter',
  21: 'singlePhaseHvHybrid',
  22: 'singlePhaseHybrid',
  93: 'threePhaseLvHybrid',
  94: 'threePhaseHvHybrid',
};

/** Any code not listed is a three-phase hybrid (spec section 3). */
export const inverterFamily = (typeCode: number): TInverterFamily =>
  familyByCode[typeCode] ?? 'threePhaseHybrid';

export const inverterFamilyNames: Record<TInverterFamily, TLocalized> = {
  sellingFirst: { en: 'Selling first', zh: '卖电优先', es: 'Venta prioritaria' },
  singlePhaseLvHybrid: { en: 'Single-phase LV hybrid', zh: '单相低压混合', es: 'Híbrido monofásico BT' },
  microInverter: { en: 'Micro inverter', zh: '微型逆变器', es: 'Microinversor' },
  singlePhaseHvHybrid: { en: 'Single-phase HV hybrid', zh: '单相高压混合', es: 'Híbrido monofásico AT' },
  singlePhaseHybrid: { en: 'Single-phase hybrid', zh: '单相混合', es: 'Híbrido monofásico' },
  threePhaseLvHybrid: { en: 'Three-phase LV hybrid', zh: '三相低压混合', es: 'Híbrido trifásico BT' },
  threePhaseHvHybrid: { en: 'Three-phase HV hybrid', zh: '三相高压混合', es: 'Híbrido trifásico AT' },
  threePhaseHybrid: { en: 'Three-phase hybrid', zh: '三相混合', es: 'Híbrido trifásico' },
};

// The lists live in themes.ts, which start-up code imports without pulling in zod.
export { themes, fallbackThemeColor, type TTheme } from './themes.ts';
export const ZTheme = z.enum(themes);

/** Version label shown in the side menu. */
export const versionLabel = 'V250120';
