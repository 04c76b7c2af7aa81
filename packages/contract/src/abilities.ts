import { z } from 'zod';
import type { TCommandKind } from './commands.ts';
import type { TPermission } from './permissions.ts';
import { ZPlantRole, type TPlantRole } from './plants.ts';

/**
 * What a user may do to a device, a gateway, a command or an event (docs/device-abilities.md,
 * ADR 0038): look at it; operate it (send commands, acknowledge its events, cancel its commands);
 * configure it (alias, remote settings, protocol, master meter, digital output, unbind); delete it.
 */
export const deviceAbilityNames = ['view', 'operate', 'configure', 'delete'] as const;
export const ZDeviceAbility = z.enum(deviceAbilityNames);
export type TDeviceAbility = z.infer<typeof ZDeviceAbility>;

/**
 * How the caller relates to a device: through its plant (the plant roles: owner, a manager or
 * visitor share, the customer a company plant is built for, the company's staff, the principal
 * company looking at an agent's plant, the platform) or, for a device on no plant, through the
 * stock it sits in: `company` (the company's own gateways), `platform`, or `customer` (a gateway
 * assigned to a customer who has not bound it yet).
 */
export type TDeviceRelation = TPlantRole;

/** The abilities a device answer carries, so the web shows only the controls that will work. */
export const ZDeviceAbilities = z.object({
  view: z.boolean(),
  operate: z.boolean(),
  configure: z.boolean(),
  delete: z.boolean(),
});
export type TDeviceAbilities = z.infer<typeof ZDeviceAbilities>;

const none: TDeviceAbilities = { view: true, operate: false, configure: false, delete: false };
const all: TDeviceAbilities = { view: true, operate: true, configure: true, delete: true };

/**
 * The matrix, relation × ability, the one rule api and web share. Read-only relations (visitor,
 * the customer a company plant is built for, the principal's view of an agent's plant) only look.
 * The owner does everything to their plant's devices, as to the plant; a manager runs and
 * configures but does not delete (a manager edits a plant and does not delete it); company staff
 * and the platform do everything. The caller's role permissions (`gateway.restart` …) still apply
 * on top, route by route, and a read-only account only looks whatever its relation.
 */
export function deviceAbilities(relation: TDeviceRelation, isReadOnlyAccount = false): TDeviceAbilities {
  if (isReadOnlyAccount) return none;
  switch (relation) {
    case 'owner':
    case 'company':
    case 'platform':
      return all;
    case 'manager':
      return { ...all, delete: false };
    case 'visitor':
    case 'customer':
    case 'principal':
      return none;
  }
}

/**
 * The permission a command's kind asks of whoever sends it, and so of whoever cancels it: one may
 * cancel what one may send (spec section 6: controls follow the role's button permissions).
 */
export function commandPermission(kind: TCommandKind, isDeviceCommand: boolean): TPermission {
  switch (kind) {
    case 'restart':
      return 'gateway.restart';
    case 'lock':
    case 'unlock':
      return 'gateway.lock';
    case 'setDigitalOutput':
      return 'gateway.switch';
    case 'setProtocol':
      return 'gateway.protocol';
    case 'modbusDebug':
      return 'inverter.debug';
    case 'readRegisters':
    case 'writeRegisters':
      return 'inverter.setting';
    case 'setPower':
      return 'inverter.power';
    case 'upgradeFirmware':
      return isDeviceCommand ? 'inverter.upgrade' : 'gateway.upgrade';
    case 'cancelUpgrade':
      return 'inverter.upgrade';
    case 'demandResponse':
      return 'energyhub.enroll';
  }
}

/**
 * The ability remote debug asks on the gateway: reading registers runs the device (operate); a
 * write (06, 16) changes its settings, as a remote setting does (configure).
 */
export const remoteDebugAbility = (isWrite: boolean): TDeviceAbility => (isWrite ? 'configure' : 'operate');

/** `GET /device/{sn}/abilities`: the caller's relation to a device or gateway and what it lets them do. */
export const ZDeviceAccessInfo = z.object({
  relation: ZPlantRole,
  abilities: ZDeviceAbilities,
});
export type TDeviceAccessInfo = z.infer<typeof ZDeviceAccessInfo>;
