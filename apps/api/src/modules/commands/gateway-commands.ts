import type {
  TCommand,
  TGatewayCheckResult,
  TGatewayCommandResult,
  TGatewayDebugReply,
} from '@sunfleet/contract/commands';
import { ErrorCode, errorMessage } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import type { Database } from '@sunfleet/db/connect';
import { and, eq } from '@sunfleet/db/query';
import { devices } from '@sunfleet/db/telemetry-schema';
import { hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame } from '@sunfleet/modbus/frame';
import { ModbusFrameError } from '@sunfleet/modbus/frame-error';
import { isWriteRequest, type TModbusMessage } from '@sunfleet/modbus/messages';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import { dictionaryMisfits } from '@sunfleet/protocols/dictionary-fit';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import type { TGatewayAccess } from '../../plugins/resource-access.ts';
import type { TTenancy } from '../../tenancy.ts';
import type { ProtocolsRepository } from '../protocols/repository.ts';
import type { CommandsRepository } from './repository.ts';
import type { CommandsService } from './service.ts';

/**
 * The gateway commands of spec section 7 "Gateways" on the command channel: restart (one, several,
 * a batch), lock and unlock, the digital-output switch, protocol change and remote debug. The
 * route resolved the gateways with the caller's tenancy (`config.gateway`, 305 otherwise); a
 * locked gateway refuses every command but unlock (306); an offline one gets it when it is back,
 * within the command's time-to-live.
 */
export function createGatewayCommandsService({
  db,
  commands,
  repository,
  protocols,
}: {
  db: Database;
  commands: CommandsService;
  repository: CommandsRepository;
  protocols: ProtocolsRepository;
}) {
  /** The device `deviceSn` behind `gateway`; code 4 on `deviceSn` otherwise. */
  async function deviceBehind(gateway: TGatewayAccess, deviceSn: string) {
    const [device] = await db
      .select({ sn: devices.sn, kind: devices.kind, dictionaryId: devices.dictionaryId })
      .from(devices)
      .where(and(eq(devices.gatewayId, gateway.id), eq(devices.sn, deviceSn)));
    if (!device)
      throw fieldRefusal({
        field: 'deviceSn',
        message: `No device ${deviceSn} behind gateway ${gateway.sn}`,
      });
    return device;
  }

  return {
    /**
     * Restarts each gateway, answering per gateway: the command, or why not (306 locked, 308 its
     * queue is full, 309 the caller's rate); the refused ones do not hold back the others.
     */
    async restart(
      gateways: readonly TGatewayAccess[],
      userId: string,
      lang: TLang,
    ): Promise<TGatewayCommandResult[]> {
      // A gateway the caller may not operate is refused on its own (2); the others go.
      const operable = gateways.filter((gateway) => gateway.mayOperate !== false);
      const admitted = new Map(
        (
          await commands.admit(
            operable.map((gateway) => ({ gatewaySn: gateway.sn, kind: 'restart' as const, userId })),
          )
        ).map((admission) => [admission.gatewaySn, admission]),
      );
      return gateways.map(({ sn }) => {
        const admission = admitted.get(sn);
        const code = admission?.code ?? ErrorCode.noPermission;
        return {
          sn,
          code,
          message: errorMessage(code, lang, admission?.params),
          command: admission?.command ?? null,
        };
      });
    },

    lock: (gateway: TGatewayAccess, userId: string) =>
      commands.enqueue({ gatewaySn: gateway.sn, kind: 'lock', userId }),

    unlock: (gateway: TGatewayAccess, userId: string) =>
      commands.enqueue({ gatewaySn: gateway.sn, kind: 'unlock', userId }),

    switchOutput: (gateway: TGatewayAccess, body: { output: number; on: boolean }, userId: string) =>
      commands.enqueue({
        gatewaySn: gateway.sn,
        kind: 'setDigitalOutput',
        payload: { output: body.output, on: body.on },
        userId,
      }),

    /**
     * Polls a device of the gateway with another dictionary of its kind (shipped or the company's).
     * One that does not fit the device's model (another brand family or phase count) reads other
     * registers and would corrupt its energy: it is refused unless `confirm` says the caller saw
     * the warning (docs/adr/0043). Once the device confirms, its counters start a new baseline.
     */
    async changeProtocol(
      tenancy: TTenancy,
      gateway: TGatewayAccess,
      body: { deviceSn: string; dictionaryId: string; confirm?: boolean },
      userId: string,
    ): Promise<TCommand> {
      const device = await deviceBehind(gateway, body.deviceSn);
      const findDictionary = async (id: string) =>
        findShippedDictionary(id) ?? (await protocols.find(tenancy, id))?.dictionary;
      const dictionary = await findDictionary(body.dictionaryId);
      if (!dictionary)
        throw fieldRefusal({ field: 'dictionaryId', message: `No protocol ${body.dictionaryId}` });
      if (dictionary.kind !== device.kind)
        throw fieldRefusal({
          field: 'dictionaryId',
          message: `${body.dictionaryId} is a protocol for ${dictionary.kind}, not for ${device.kind}`,
        });
      if (dictionary.id === device.dictionaryId)
        throw fieldRefusal({
          field: 'dictionaryId',
          message: `${device.sn} is already polled with ${dictionary.id}`,
        });
      const current = await findDictionary(device.dictionaryId);
      const misfits = current ? dictionaryMisfits(current, dictionary) : [];
      if (misfits.length > 0 && !body.confirm)
        throw fieldRefusal({
          field: 'confirm',
          message: `${dictionary.id} does not fit ${device.sn} (${misfits.join('; ')}): confirm to switch anyway`,
        });
      return commands.enqueue({
        gatewaySn: gateway.sn,
        deviceSn: device.sn,
        kind: 'setProtocol',
        payload: { dictionaryId: dictionary.id },
        userId,
      });
    },

    /**
     * Remote debug: the raw request frame is checked (CRC, MBAP, PDU) before it is queued, and must
     * be what the route sends: a read (03, 04) on the read route, a write (06, 16) on the write
     * route, whose configure ability and confirmation the route has checked.
     */
    async debug(
      gateway: TGatewayAccess,
      body: { deviceSn: string; framing: 'rtu' | 'tcp'; code: string },
      { userId, isWrite, lang }: { userId: string; isWrite: boolean; lang: TLang },
    ): Promise<TCommand> {
      const device = await deviceBehind(gateway, body.deviceSn);
      let request: TModbusMessage;
      try {
        request = decodeFrame(hexToBytes(body.code), body.framing, 'request').message;
      } catch (error) {
        if (!(error instanceof ModbusFrameError)) throw error;
        throw fieldRefusal({ field: 'code', message: error.message });
      }
      if (isWriteRequest(request) !== isWrite)
        throw fieldRefusal({
          field: 'code',
          message: inputMessage(isWrite ? 'debugReadElsewhere' : 'debugWriteElsewhere', lang),
        });
      return commands.enqueue({
        gatewaySn: gateway.sn,
        deviceSn: device.sn,
        kind: 'modbusDebug',
        payload: { framing: body.framing, frame: body.code, ...(isWrite && { write: true }) },
        userId,
        // A debug session is interactive: a request not delivered within ten minutes is stale.
        ttlMs: 10 * 60_000,
      });
    },

    /** A debug command of this gateway with the device's reply decoded; 3 for another gateway's. */
    async debugReply(
      tenancy: TTenancy,
      gateway: TGatewayAccess,
      id: string,
      waitMs: number,
    ): Promise<TGatewayDebugReply> {
      const found = await repository.findVisible(tenancy, id);
      if (!found || found.gatewaySn !== gateway.sn || found.kind !== 'modbusDebug')
        throw new AppError(ErrorCode.notFound);
      const command = waitMs > 0 ? ((await commands.awaitResult(id, waitMs)) ?? found) : found;
      const frame = typeof command.result?.frame === 'string' ? command.result.frame : null;
      const framing = command.payload.framing === 'tcp' ? 'tcp' : 'rtu';
      if (frame === null) return { command, frame, decoded: null, decodeError: null };
      try {
        const decoded = decodeFrame(hexToBytes(frame), framing, 'reply');
        return { command, frame, decoded: { ...decoded }, decodeError: null };
      } catch (error) {
        if (!(error instanceof ModbusFrameError)) throw error;
        return { command, frame, decoded: null, decodeError: error.message };
      }
    },

    /** For each SN: can a command go to it now (0), or why not (305 unknown, 306 locked). */
    async check(tenancy: TTenancy, sns: readonly string[], lang: TLang): Promise<TGatewayCheckResult[]> {
      const found = new Map((await repository.visibleGateways(tenancy, sns)).map((each) => [each.sn, each]));
      return sns.map((sn) => {
        const gateway = found.get(sn);
        const code = commands.checkGateway(gateway, 'restart');
        return {
          sn,
          code,
          message: errorMessage(code, lang),
          online: gateway !== undefined && gateway.status !== 'offline',
          locked: gateway?.locked ?? false,
        };
      });
    },
  };
}
export type GatewayCommandsService = ReturnType<typeof createGatewayCommandsService>;
