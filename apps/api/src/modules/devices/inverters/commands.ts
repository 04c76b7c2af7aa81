import type { TCommand, TGatewayDebugReply } from '@sunfleet/contract/commands';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { TPrincipal } from '../../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../../plugins/envelope.ts';
import type { TDeviceAccess } from '../../../plugins/resource-access.ts';
import type { TTenancy } from '../../../tenancy.ts';
import type { CommandsService } from '../../commands/service.ts';
import type { GatewayCommandsService } from '../../commands/gateway-commands.ts';
import type { DeviceService } from '../service.ts';

/** Boot and shutdown wait at most ten minutes for an offline gateway: later they would surprise. */
const powerTtlMs = 10 * 60_000;

/**
 * An inverter's remote commands through the command channel (docs/adr/0021): boot and shutdown
 * (the wire's `setPower`) and remote debug (a raw Modbus request to the inverter, as the gateway
 * screen sends it). Each answers the queued command; its progress and result follow on the
 * commands stream. Refused (spec section 8) while the inverter upgrades or is offline, and for a
 * caller who may not change its plant.
 */
export function createInverterCommands({
  devices,
  commands,
  gatewayCommands,
}: {
  devices: DeviceService;
  commands: CommandsService;
  gatewayCommands: GatewayCommandsService;
}) {
  /** The inverter, if the caller may change it and its state allows a remote command now. */
  async function commandable(caller: TPrincipal, access: TDeviceAccess, lang: TLang) {
    const inverter = await devices.ofAccess('inverter', access);
    await devices.checkChangeable(caller, inverter);
    if (inverter.status === 'offline')
      throw fieldRefusal({ field: 'sn', message: inputMessage('deviceOffline', lang) });
    // A locked gateway takes no command but unlock (306), as on the gateway screen.
    if (inverter.gateway.locked) throw new AppError(ErrorCode.gatewayLocked);
    return inverter;
  }

  return {
    async setPower(caller: TPrincipal, access: TDeviceAccess, on: boolean, lang: TLang): Promise<TCommand> {
      const inverter = await commandable(caller, access, lang);
      return commands.enqueue({
        gatewaySn: inverter.gatewaySn,
        deviceSn: inverter.sn,
        kind: 'setPower',
        payload: { on },
        userId: caller.userId,
        ttlMs: powerTtlMs,
      });
    },

    async debug(
      caller: TPrincipal,
      access: TDeviceAccess,
      body: { framing: 'rtu' | 'tcp'; code: string },
      lang: TLang,
    ): Promise<TCommand> {
      const inverter = await commandable(caller, access, lang);
      // Reads only: a write asks the configure ability and a confirmation (the gateway's debug/write).
      return gatewayCommands.debug(
        inverter.gateway,
        { ...body, deviceSn: inverter.sn },
        { userId: caller.userId, isWrite: false, lang },
      );
    },

    async debugReply(
      tenancy: TTenancy,
      access: TDeviceAccess,
      id: string,
      waitMs: number,
    ): Promise<TGatewayDebugReply> {
      const inverter = await devices.ofAccess('inverter', access);
      return gatewayCommands.debugReply(tenancy, inverter.gateway, id, waitMs);
    },
  };
}
export type InverterCommands = ReturnType<typeof createInverterCommands>;
