import { z } from 'zod';
import type { TLang, TLocalized } from './lang.ts';

/**
 * The command channel (issue 16, docs/adr/0021): a command to a gateway, or to a device behind it,
 * is a row with an id, who asked, its payload and a state. States go
 * queued → sent → acknowledged → succeeded / failed / timedOut / cancelled; every change is kept
 * (`events`). Instants are ISO 8601 UTC.
 */

export const commandStates = [
  'queued',
  'sent',
  'acknowledged',
  'succeeded',
  'failed',
  'timedOut',
  'cancelled',
] as const;
export const ZCommandState = z.enum(commandStates);
export type TCommandState = z.infer<typeof ZCommandState>;

/** A command's state in words (the screens and the downloads). */
export const commandStateNames: Record<TCommandState, TLocalized> = {
  queued: { en: 'Queued', zh: '排队中', es: 'En cola' },
  sent: { en: 'Sent', zh: '已下发', es: 'Enviada' },
  acknowledged: { en: 'In progress', zh: '执行中', es: 'En curso' },
  succeeded: { en: 'Succeeded', zh: '成功', es: 'Completada' },
  failed: { en: 'Failed', zh: '失败', es: 'Fallida' },
  timedOut: { en: 'Timed out', zh: '超时', es: 'Tiempo agotado' },
  cancelled: { en: 'Cancelled', zh: '已取消', es: 'Cancelada' },
};

/** A state as a log keeps it (text), in words when it is a command state. */
export function commandStateText(state: string, lang: TLang): string {
  const known = ZCommandState.safeParse(state);
  return known.success ? commandStateNames[known.data][lang] : state;
}

export const finalCommandStates: ReadonlySet<TCommandState> = new Set([
  'succeeded',
  'failed',
  'timedOut',
  'cancelled',
]);
export const isFinalCommandState = (state: TCommandState) => finalCommandStates.has(state);

/** What a command asks; the wire command of the same name (`gateway-wire.ts`) carries it. */
export const commandKinds = [
  'restart',
  'lock',
  'unlock',
  'setDigitalOutput',
  'setProtocol',
  'modbusDebug',
  'readRegisters',
  'writeRegisters',
  'setPower',
  'upgradeFirmware',
  'cancelUpgrade',
  'demandResponse',
] as const;
export const ZCommandKind = z.enum(commandKinds);
export type TCommandKind = z.infer<typeof ZCommandKind>;

/** One change of state, as kept in the audit trail. */
export const ZCommandEvent = z.object({
  state: ZCommandState,
  at: z.iso.datetime(),
  detail: z.string(),
});
export type TCommandEvent = z.infer<typeof ZCommandEvent>;

export const ZCommand = z.object({
  id: z.uuid(),
  gatewaySn: z.string(),
  deviceSn: z.string().nullable(),
  kind: ZCommandKind,
  payload: z.record(z.string(), z.unknown()),
  state: ZCommandState,
  /** Who asked (user id), null for Sunfleet itself. */
  requestedBy: z.string().nullable(),
  /** The api request that asked for it (or started its campaign): the id in every log line about it. */
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** A command not sent by then times out; once acknowledged, one without its result by then. */
  expiresAt: z.iso.datetime(),
  attempts: z.int(),
  sentAt: z.iso.datetime().nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /** 0–100 while a long command (an upgrade) runs. */
  progress: z.int().nullable(),
  /** What the device answered: registers read, a raw Modbus reply frame … */
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type TCommand = z.infer<typeof ZCommand>;

export const ZCommandWithEvents = ZCommand.extend({ events: z.array(ZCommandEvent) });
export type TCommandWithEvents = z.infer<typeof ZCommandWithEvents>;

/** `GET /commands`: filter by gateway, device, kind and state, newest first. */
export const ZCommandListQuery = z.object({
  gatewaySn: z.string().max(64).optional(),
  deviceSn: z.string().max(64).optional(),
  kind: ZCommandKind.optional(),
  state: ZCommandState.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCommandListQuery = z.infer<typeof ZCommandListQuery>;

export const ZCommandPage = z.object({ infos: z.array(ZCommand), total: z.int() });
export type TCommandPage = z.infer<typeof ZCommandPage>;

/** `GET /commands/stream?ids=a,b`: up to 1,000 command ids, comma-separated. */
export const ZCommandStreamQuery = z.object({
  ids: z
    .string()
    .max(40_000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(1).max(1_000)),
});

// ---- Gateway commands (spec section 7 "Gateways") ----

const ZGatewaySn = z.string().trim().min(1, 'SN can not be empty').max(64);

/** `POST /gateways/batch/check|restart`: the gateways, by SN (1 to 1,000). */
export const ZGatewayBatchBody = z.object({ sns: z.array(ZGatewaySn).min(1).max(1_000) });

/** `POST /gateways/batch/check`: for each SN whether a command can go to it now. */
export const ZGatewayCheckResult = z.object({
  sn: z.string(),
  /** 0: can be sent; 305: no such gateway (or not the caller's); 306: locked. */
  code: z.int(),
  message: z.string(),
  online: z.boolean(),
  locked: z.boolean(),
});
export type TGatewayCheckResult = z.infer<typeof ZGatewayCheckResult>;

/**
 * `POST /gateway/{gsns}/restart` and `/gateways/batch/restart`: what became of each gateway named,
 * in the order named. Code 0 with the command (queued, or an identical one already waiting); else
 * the refusal and no command: 306 locked, 308 too many commands waiting, 309 too many calls.
 */
export const ZGatewayCommandResult = z.object({
  sn: z.string(),
  code: z.int(),
  message: z.string(),
  command: ZCommand.nullable(),
});
export type TGatewayCommandResult = z.infer<typeof ZGatewayCommandResult>;

/** `POST /gateway/{sn}/settings/switch`: the digital output (1–8, default 1) closed or open. */
export const ZDigitalOutputBody = z.object({
  output: z.int().min(1).max(8).default(1),
  on: z.boolean(),
});

/** `POST /gateway/updateGatewayProtocol`: poll a device of the gateway with another protocol dictionary. */
export const ZGatewayProtocolBody = z.object({
  sn: ZGatewaySn,
  deviceSn: z.string().trim().min(1).max(64),
  dictionaryId: z.string().trim().min(1).max(64),
  /**
   * A dictionary of the device's kind that does not fit its model (another brand family or phase
   * count, docs/adr/0043) is refused unless this is true: the caller saw the warning and insists.
   */
  confirm: z.boolean().default(false),
});

/** `POST /gateway/{sn}/debug`: a raw Modbus request ("code") to a device behind the gateway. */
export const ZGatewayDebugBody = z.object({
  deviceSn: z.string().trim().min(1).max(64),
  framing: z.enum(['rtu', 'tcp']).default('rtu'),
  /** Hex, spaces allowed: "01 03 00 00 00 0A C5 CD". */
  code: z
    .string()
    .max(1_000)
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^(?:[0-9A-F]{2}){4,260}$/, 'Please input legal content')),
});

/**
 * `POST /gateway/{sn}/debug/write`: a raw Modbus write (06 or 16), sent only when the caller
 * confirms it changes the device (`confirm: true`) and may configure the gateway's devices.
 */
export const ZGatewayDebugWriteBody = ZGatewayDebugBody.extend({
  confirm: z.literal(true, { error: 'debugWriteConfirm' }),
});

/** `GET /gate/{sn}/debug/reply?id=`: a debug command's state and the device's reply, decoded. */
export const ZGatewayDebugReplyQuery = z.object({
  id: z.uuid(),
  /** Wait up to this long (ms, at most 10 s) for the reply before answering. */
  wait: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const ZGatewayDebugReply = z.object({
  command: ZCommand,
  /** The device's reply frame, hex, once it came. */
  frame: z.string().nullable(),
  /** The reply read as a Modbus message (`TModbusMessage` of @sunfleet/modbus), or why it could not be. */
  decoded: z.record(z.string(), z.unknown()).nullable(),
  decodeError: z.string().nullable(),
});
export type TGatewayDebugReply = z.infer<typeof ZGatewayDebugReply>;
