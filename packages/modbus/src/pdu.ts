import { ModbusFrameError } from './frame-error.ts';
import {
  exceptionFlag,
  isFunctionCode,
  maxReadCount,
  maxWriteCount,
  type TDirection,
  type TModbusMessage,
  type TModbusRequest,
} from './messages.ts';

export type TFieldName =
  | 'transactionId'
  | 'protocolId'
  | 'length'
  | 'unitId'
  | 'functionCode'
  | 'startAddress'
  | 'registerAddress'
  | 'quantity'
  | 'byteCount'
  | 'registerValue'
  | 'exceptionCode'
  | 'crc';

/** One field of a frame: its bytes as sent and the number they stand for. */
export type TFrameField = {
  name: TFieldName;
  bytes: number[];
  value: number;
  /** Register values: their position in the message (0-based). */
  index?: number;
};

export const byteField = (name: TFieldName, value: number): TFrameField => ({ name, bytes: [value], value });
/** Modbus sends 16-bit fields big-endian (the CRC is the one exception). */
export const wordField = (name: TFieldName, value: number): TFrameField => ({
  name,
  bytes: [value >>> 8, value & 0xff],
  value,
});
const valueFields = (values: readonly number[]) =>
  values.map((value, index) => ({ ...wordField('registerValue', value), index }));

function checkRange(field: 'address' | 'value' | 'exceptionCode', value: number, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new ModbusFrameError({ reason: 'outOfRange', field, value });
}

function checkQuantity(count: number, max: number) {
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw new ModbusFrameError({ reason: 'quantity', count, max });
}

function checkSpan(start: number, count: number) {
  checkRange('address', start, 0xffff);
  if (start + count > 0x10000) throw new ModbusFrameError({ reason: 'addressOverflow', start, count });
}

/** The fields of a message's PDU, in order; values out of the protocol's ranges are refused. */
export function pduFields(message: TModbusMessage): TFrameField[] {
  switch (message.kind) {
    case 'readRequest':
      checkQuantity(message.count, maxReadCount);
      checkSpan(message.start, message.count);
      return [
        byteField('functionCode', message.functionCode),
        wordField('startAddress', message.start),
        wordField('quantity', message.count),
      ];
    case 'readReply':
      checkQuantity(message.values.length, maxReadCount);
      message.values.forEach((value) => checkRange('value', value, 0xffff));
      return [
        byteField('functionCode', message.functionCode),
        byteField('byteCount', message.values.length * 2),
        ...valueFields(message.values),
      ];
    case 'writeSingle':
      checkRange('address', message.address, 0xffff);
      checkRange('value', message.value, 0xffff);
      return [
        byteField('functionCode', 6),
        wordField('registerAddress', message.address),
        wordField('registerValue', message.value),
      ];
    case 'writeMultipleRequest':
      checkQuantity(message.values.length, maxWriteCount);
      checkSpan(message.start, message.values.length);
      message.values.forEach((value) => checkRange('value', value, 0xffff));
      return [
        byteField('functionCode', 16),
        wordField('startAddress', message.start),
        wordField('quantity', message.values.length),
        byteField('byteCount', message.values.length * 2),
        ...valueFields(message.values),
      ];
    case 'writeMultipleReply':
      checkQuantity(message.count, maxWriteCount);
      checkSpan(message.start, message.count);
      return [
        byteField('functionCode', 16),
        wordField('startAddress', message.start),
        wordField('quantity', message.count),
      ];
    case 'exception':
      checkRange('exceptionCode', message.exceptionCode, 0xff);
      return [
        byteField('functionCode', (message.functionCode & 0x7f) | exceptionFlag),
        byteField('exceptionCode', message.exceptionCode),
      ];
  }
}

const wordAt = (pdu: Uint8Array, offset: number) => ((pdu[offset] ?? 0) << 8) | (pdu[offset + 1] ?? 0);
const wordsFrom = (pdu: Uint8Array, offset: number, count: number) =>
  Array.from({ length: count }, (_, i) => wordAt(pdu, offset + i * 2));

function expectLength(pdu: Uint8Array, expected: number) {
  const functionCode = pdu[0] ?? 0;
  if (pdu.length !== expected)
    throw new ModbusFrameError({ reason: 'pduLength', functionCode, expected, actual: pdu.length });
}

/** A byte count field must say how many data bytes follow, and match the quantity when there is one. */
function expectByteCount(pdu: Uint8Array, at: number, expected: number) {
  const declared = pdu[at] ?? 0;
  if (declared !== expected) throw new ModbusFrameError({ reason: 'byteCount', declared, expected });
  expectLength(pdu, at + 1 + declared);
}

/**
 * Reads a PDU as a request or as a reply. Errors say what is wrong: an unknown function, a length
 * that does not fit the function, a byte count that does not match, a quantity out of range.
 */
export function decodePdu(pdu: Uint8Array, direction: 'request'): TModbusRequest;
export function decodePdu(pdu: Uint8Array, direction: TDirection): TModbusMessage;
export function decodePdu(pdu: Uint8Array, direction: TDirection): TModbusMessage {
  const functionCode = pdu[0];
  if (functionCode === undefined) throw new ModbusFrameError({ reason: 'tooShort', minimum: 1, actual: 0 });
  if (direction === 'reply' && functionCode & exceptionFlag) {
    expectLength(pdu, 2);
    return { kind: 'exception', functionCode: functionCode & 0x7f, exceptionCode: pdu[1] ?? 0 };
  }
  if (!isFunctionCode(functionCode)) throw new ModbusFrameError({ reason: 'unknownFunction', functionCode });
  switch (functionCode) {
    case 3:
    case 4:
      return direction === 'request'
        ? decodeReadRequest(pdu, functionCode)
        : decodeReadReply(pdu, functionCode);
    case 6:
      expectLength(pdu, 5);
      return { kind: 'writeSingle', address: wordAt(pdu, 1), value: wordAt(pdu, 3) };
    case 16:
      return direction === 'request' ? decodeWriteMultipleRequest(pdu) : decodeWriteMultipleReply(pdu);
  }
}

function decodeReadRequest(pdu: Uint8Array, functionCode: 3 | 4): TModbusRequest {
  expectLength(pdu, 5);
  const message = {
    kind: 'readRequest',
    functionCode,
    start: wordAt(pdu, 1),
    count: wordAt(pdu, 3),
  } as const;
  checkQuantity(message.count, maxReadCount);
  checkSpan(message.start, message.count);
  return message;
}

function decodeReadReply(pdu: Uint8Array, functionCode: 3 | 4): TModbusMessage {
  if (pdu.length < 2) expectLength(pdu, 2);
  const byteCount = pdu[1] ?? 0;
  // An odd count cannot hold whole registers: say what an even count would be.
  expectByteCount(pdu, 1, byteCount + (byteCount % 2));
  const values = wordsFrom(pdu, 2, byteCount / 2);
  checkQuantity(values.length, maxReadCount);
  return { kind: 'readReply', functionCode, values };
}

function decodeWriteMultipleRequest(pdu: Uint8Array): TModbusRequest {
  if (pdu.length < 6) expectLength(pdu, 6);
  const start = wordAt(pdu, 1);
  const count = wordAt(pdu, 3);
  checkQuantity(count, maxWriteCount);
  checkSpan(start, count);
  expectByteCount(pdu, 5, count * 2);
  return { kind: 'writeMultipleRequest', start, values: wordsFrom(pdu, 6, count) };
}

function decodeWriteMultipleReply(pdu: Uint8Array): TModbusMessage {
  expectLength(pdu, 5);
  const message = { kind: 'writeMultipleReply', start: wordAt(pdu, 1), count: wordAt(pdu, 3) } as const;
  checkQuantity(message.count, maxWriteCount);
  checkSpan(message.start, message.count);
  return message;
}
