import { checkFrameCrc, crc16Modbus, crcBytes } from './crc.ts';
import { ModbusFrameError } from './frame-error.ts';
import type { TDirection, TFrame, TFraming } from './messages.ts';
import { byteField, decodePdu, pduFields, wordField, type TFrameField } from './pdu.ts';

/**
 * RTU and TCP application data units (Modbus over Serial Line V1.02; Modbus Messaging on TCP/IP
 * Implementation Guide V1.0b):
 *   RTU  [unit id][PDU][CRC low][CRC high], at most 256 bytes
 *   TCP  [transaction id 2][protocol id 2 = 0][length 2 = unit id + PDU][unit id][PDU], at most 260
 */

const limits = {
  rtu: { minimum: 4, maximum: 256 },
  tcp: { minimum: 8, maximum: 260 },
} as const satisfies Record<TFraming, { minimum: number; maximum: number }>;
const mbapBytes = 7;

/** A field with where it starts in the frame: one row of the byte-by-byte explanation. */
export type TExplainedField = TFrameField & { offset: number };

function checkByte(field: 'unitId' | 'transactionId', value: number, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new ModbusFrameError({ reason: 'outOfRange', field, value });
}

/** The fields of a whole frame in order, each with its offset. */
export function frameFields(frame: TFrame): TExplainedField[] {
  checkByte('unitId', frame.unitId, 0xff);
  const pdu = pduFields(frame.message);
  const pduLength = pdu.reduce((sum, field) => sum + field.bytes.length, 0);
  const fields =
    frame.framing === 'rtu'
      ? withRtuCrc([byteField('unitId', frame.unitId), ...pdu])
      : [...mbapFields(frame.transactionId ?? 0, 1 + pduLength, frame.unitId), ...pdu];
  let offset = 0;
  return fields.map((field) => {
    const explained = { ...field, offset };
    offset += field.bytes.length;
    return explained;
  });
}

function mbapFields(transactionId: number, length: number, unitId: number): TFrameField[] {
  checkByte('transactionId', transactionId, 0xffff);
  return [
    wordField('transactionId', transactionId),
    wordField('protocolId', 0),
    wordField('length', length),
    byteField('unitId', unitId),
  ];
}

function withRtuCrc(fields: TFrameField[]): TFrameField[] {
  const crc = crc16Modbus(fields.flatMap((field) => field.bytes));
  return [...fields, { name: 'crc', bytes: crcBytes(crc), value: crc }];
}

/** The bytes of a frame. */
export const encodeFrame = (frame: TFrame): Uint8Array =>
  Uint8Array.from(frameFields(frame).flatMap((field) => field.bytes));

/** A frame's header read and checked (CRC, MBAP), its PDU not yet interpreted. */
export type TAdu = { framing: TFraming; unitId: number; transactionId?: number; pdu: Uint8Array };

/** Reads the framing of an ADU: RTU checks length and CRC, TCP the MBAP protocol id and length. */
export function decodeAdu(bytes: Uint8Array, framing: TFraming): TAdu {
  const { minimum, maximum } = limits[framing];
  if (bytes.length < minimum)
    throw new ModbusFrameError({ reason: 'tooShort', minimum, actual: bytes.length });
  if (bytes.length > maximum)
    throw new ModbusFrameError({ reason: 'tooLong', maximum, actual: bytes.length });
  if (framing === 'rtu') {
    const crc = checkFrameCrc(bytes);
    if (crc && !crc.isValid)
      throw new ModbusFrameError({ reason: 'badCrc', expected: crc.expected, received: crc.received });
    return { framing, unitId: bytes[0] ?? 0, pdu: bytes.subarray(1, bytes.length - 2) };
  }
  const word = (offset: number) => ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
  if (word(2) !== 0) throw new ModbusFrameError({ reason: 'protocolId', value: word(2) });
  if (word(4) !== bytes.length - 6)
    throw new ModbusFrameError({ reason: 'mbapLength', declared: word(4), actual: bytes.length - 6 });
  return { framing, transactionId: word(0), unitId: bytes[6] ?? 0, pdu: bytes.subarray(mbapBytes) };
}

/** Reads a whole frame as a request or a reply; a `ModbusFrameError` says what is wrong. */
export function decodeFrame(bytes: Uint8Array, framing: TFraming, direction: TDirection): TFrame {
  const { pdu, ...header } = decodeAdu(bytes, framing);
  return { ...header, message: decodePdu(pdu, direction) };
}

/** The byte-by-byte explanation of a frame (offset, bytes, what they mean) for the toolbox. */
export const explainFrame = (bytes: Uint8Array, framing: TFraming, direction: TDirection) =>
  frameFields(decodeFrame(bytes, framing, direction));
