import { hexByte, hexWord } from './conversions.ts';

/** What is wrong with a frame or with the values asked to be encoded into one. */
export type TFrameFailure =
  | { reason: 'tooShort'; minimum: number; actual: number }
  | { reason: 'tooLong'; maximum: number; actual: number }
  | { reason: 'badCrc'; expected: number; received: number }
  | { reason: 'protocolId'; value: number }
  /** The MBAP length field against the bytes that follow it. */
  | { reason: 'mbapLength'; declared: number; actual: number }
  | { reason: 'unknownFunction'; functionCode: number }
  | { reason: 'pduLength'; functionCode: number; expected: number; actual: number }
  /** A byte count field against the data that follows it or the quantity it must match. */
  | { reason: 'byteCount'; declared: number; expected: number }
  | { reason: 'quantity'; count: number; max: number }
  | {
      reason: 'outOfRange';
      field: 'unitId' | 'transactionId' | 'address' | 'value' | 'exceptionCode';
      value: number;
    }
  /** Registers past 0xFFFF. */
  | { reason: 'addressOverflow'; start: number; count: number };

export class ModbusFrameError extends Error {
  override readonly name = 'ModbusFrameError';
  constructor(readonly failure: TFrameFailure) {
    super(describeFrameFailure(failure));
  }
}

/** The failure in English, for logs and tests; the web shows it in the reader's language. */
export function describeFrameFailure(failure: TFrameFailure): string {
  switch (failure.reason) {
    case 'tooShort':
      return `The frame has ${failure.actual} bytes, at least ${failure.minimum} are needed`;
    case 'tooLong':
      return `The frame has ${failure.actual} bytes, at most ${failure.maximum} are allowed`;
    case 'badCrc':
      return `Bad CRC: the frame carries ${hexWord(failure.received)}, its bytes give ${hexWord(failure.expected)}`;
    case 'protocolId':
      return `The MBAP protocol identifier is ${failure.value}, Modbus uses 0`;
    case 'mbapLength':
      return `The MBAP length says ${failure.declared} bytes follow, ${failure.actual} do`;
    case 'unknownFunction':
      return `Unknown function code ${hexByte(failure.functionCode)}`;
    case 'pduLength':
      return `Wrong length for function ${hexByte(failure.functionCode)}: ${failure.actual} PDU bytes, ${failure.expected} expected`;
    case 'byteCount':
      return `The byte count says ${failure.declared}, ${failure.expected} expected`;
    case 'quantity':
      return `A quantity of ${failure.count} registers is outside 1 to ${failure.max}`;
    case 'outOfRange':
      return `The ${failure.field} ${failure.value} is out of range`;
    case 'addressOverflow':
      return `${failure.count} registers from ${failure.start} run past address 65535`;
  }
}
