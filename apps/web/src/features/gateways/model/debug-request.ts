import type { TLang } from '@sunfleet/contract/lang';
import { bytesToHex, hexToBytes } from '@sunfleet/modbus/conversions';
import { decodeFrame, encodeFrame } from '@sunfleet/modbus/frame';
import {
  functionName,
  isWriteRequest,
  maxWriteCount,
  type TFraming,
  type TModbusMessage,
} from '@sunfleet/modbus/messages';
import { readPositiveInteger } from '@/lib/positive-integer';

/** The functions the dialog builds: the two reads, and the two writes (behind a confirmation). */
export const builtFunctionCodes = [3, 4, 6, 16] as const;
export type TBuiltFunctionCode = (typeof builtFunctionCodes)[number];

/** The builder's fields: `count` for a read, `values` (typed, comma-separated) for a write. */
export type TDebugBuilder = {
  unitId: number;
  functionCode: TBuiltFunctionCode;
  start: number;
  count: number;
  values: string;
};

export const isWriteFunction = (code: TBuiltFunctionCode) => code === 6 || code === 16;

/** The function's name key (`toolbox.functions.<name>`), as the toolbox says it. */
export const functionKey = (code: TBuiltFunctionCode) => functionName(code) ?? 'readHoldingRegisters';

/**
 * The typed register values of a write, each under the spec's positive-integer rule (0–65535);
 * one for 06, up to 123 for 16. The first problem in the reader's language, or the values.
 */
export function readWriteValues(
  text: string,
  functionCode: TBuiltFunctionCode,
  lang: TLang,
): { values: number[]; problem: string | null } {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const most = functionCode === 6 ? 1 : maxWriteCount;
  const count = readPositiveInteger(String(parts.length), 1, most, lang);
  if (count.problem) return { values: [], problem: count.problem };
  const values: number[] = [];
  for (const part of parts) {
    const read = readPositiveInteger(part, 0, 65535, lang);
    if (read.value === null) return { values: [], problem: read.problem };
    values.push(read.value);
  }
  return { values, problem: null };
}

/** The builder's request as RTU hex with its CRC; null while a write's values are not valid. */
export function buildRequest(builder: TDebugBuilder, lang: TLang): string | null {
  const { unitId, functionCode, start, count } = builder;
  let message: TModbusMessage;
  if (isWriteFunction(functionCode)) {
    const { values, problem } = readWriteValues(builder.values, functionCode, lang);
    if (problem) return null;
    message =
      functionCode === 6
        ? { kind: 'writeSingle', address: start, value: values[0]! }
        : { kind: 'writeMultipleRequest', start, values };
  } else {
    message = { kind: 'readRequest', functionCode, start, count };
  }
  return bytesToHex(encodeFrame({ framing: 'rtu', unitId, message }));
}

/** The request as sent (typed, built here or in the toolbox), if it is one; with whether it writes. */
export function readRequest(
  code: string,
  framing: TFraming,
): { message: TModbusMessage; isWrite: boolean } | undefined {
  try {
    const { message } = decodeFrame(hexToBytes(code), framing, 'request');
    return { message, isWrite: isWriteRequest(message) };
  } catch {
    return undefined;
  }
}
