/**
 * Modbus messages (Modbus Application Protocol V1.1b3) for the function codes Sunfleet uses:
 * 03 read holding registers, 04 read input registers, 06 write single register, 16 write
 * multiple registers, and the exception reply any of them may get.
 */

export const functionCodes = {
  readHoldingRegisters: 3,
  readInputRegisters: 4,
  writeSingleRegister: 6,
  writeMultipleRegisters: 16,
} as const;
export type TFunctionName = keyof typeof functionCodes;
export type TFunctionCode = (typeof functionCodes)[TFunctionName];
export type TReadFunctionCode = 3 | 4;

export const isFunctionCode = (code: number): code is TFunctionCode =>
  Object.values(functionCodes).includes(code as TFunctionCode);

export const functionName = (code: number): TFunctionName | undefined =>
  (Object.keys(functionCodes) as TFunctionName[]).find((name) => functionCodes[name] === code);

/** A reply with the function code's top bit set carries one of these codes instead of data. */
export const exceptionCodes = {
  illegalFunction: 0x01,
  illegalDataAddress: 0x02,
  illegalDataValue: 0x03,
  serverDeviceFailure: 0x04,
  acknowledge: 0x05,
  serverDeviceBusy: 0x06,
  memoryParityError: 0x08,
  gatewayPathUnavailable: 0x0a,
  gatewayTargetNoResponse: 0x0b,
} as const;
export type TExceptionName = keyof typeof exceptionCodes;

/** The name of an exception code; undefined for a code the standard does not define. */
export const exceptionName = (code: number): TExceptionName | undefined =>
  (Object.keys(exceptionCodes) as TExceptionName[]).find((name) => exceptionCodes[name] === code);

export const exceptionFlag = 0x80;

/** Quantities a PDU may carry: a read asks for at most 125 registers, a write sends at most 123. */
export const maxReadCount = 125;
export const maxWriteCount = 123;

export type TModbusMessage =
  | { kind: 'readRequest'; functionCode: TReadFunctionCode; start: number; count: number }
  | { kind: 'readReply'; functionCode: TReadFunctionCode; values: number[] }
  /** Function 06; its reply echoes the request. */
  | { kind: 'writeSingle'; address: number; value: number }
  | { kind: 'writeMultipleRequest'; start: number; values: number[] }
  | { kind: 'writeMultipleReply'; start: number; count: number }
  /** `functionCode` is the function asked for (without the exception flag). */
  | { kind: 'exception'; functionCode: number; exceptionCode: number };

/** What a client sends: a message of this kind is read with direction `request`. */
export type TModbusRequest = Extract<
  TModbusMessage,
  { kind: 'readRequest' | 'writeSingle' | 'writeMultipleRequest' }
>;

/** A request that changes the device's registers (06, 16), as against a read (03, 04). */
export const isWriteRequest = (message: TModbusMessage): boolean =>
  message.kind === 'writeSingle' || message.kind === 'writeMultipleRequest';

export type TDirection = 'request' | 'reply';
export type TFraming = 'rtu' | 'tcp';

/** An application data unit: a message with its RTU (unit id, CRC) or TCP (MBAP header) framing. */
export type TFrame = {
  framing: TFraming;
  /** RTU slave address or TCP unit identifier. */
  unitId: number;
  /** TCP only: echoed by the reply so a client can match it to its request. */
  transactionId?: number;
  message: TModbusMessage;
};
