import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from './conversions.ts';
import { decodeFrame, encodeFrame, explainFrame } from './frame.ts';
import { ModbusFrameError, type TFrameFailure } from './frame-error.ts';
import type { TDirection, TFrame, TFraming } from './messages.ts';

const hex = (frame: TFrame) => bytesToHex(encodeFrame(frame));
const decode = (text: string, framing: TFraming, direction: TDirection) =>
  decodeFrame(hexToBytes(text), framing, direction);

function failureOf(run: () => unknown): TFrameFailure | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ModbusFrameError) return error.failure;
    throw error;
  }
  return undefined;
}

/**
 * Frames from the Modbus Application Protocol V1.1b3 (PDU examples), Modbus over Serial Line
 * V1.02 and the Modbus TCP implementation guide, with the CRCs published alongside them.
 */
const published: { frame: TFrame; direction: TDirection; bytes: string }[] = [
  {
    direction: 'request',
    frame: {
      framing: 'rtu',
      unitId: 1,
      message: { kind: 'readRequest', functionCode: 3, start: 0, count: 10 },
    },
    bytes: '01 03 00 00 00 0A C5 CD',
  },
  {
    direction: 'request',
    frame: {
      framing: 'rtu',
      unitId: 0x11,
      message: { kind: 'readRequest', functionCode: 3, start: 0x6b, count: 3 },
    },
    bytes: '11 03 00 6B 00 03 76 87',
  },
  {
    direction: 'request',
    frame: {
      framing: 'rtu',
      unitId: 1,
      message: { kind: 'readRequest', functionCode: 4, start: 0, count: 1 },
    },
    bytes: '01 04 00 00 00 01 31 CA',
  },
  {
    direction: 'request',
    frame: { framing: 'rtu', unitId: 1, message: { kind: 'writeSingle', address: 1, value: 3 } },
    bytes: '01 06 00 01 00 03 98 0B',
  },
  {
    direction: 'request',
    frame: {
      framing: 'rtu',
      unitId: 1,
      message: { kind: 'writeMultipleRequest', start: 1, values: [0x0a, 0x0102] },
    },
    bytes: '01 10 00 01 00 02 04 00 0A 01 02 92 30',
  },
  {
    direction: 'reply',
    frame: { framing: 'rtu', unitId: 1, message: { kind: 'exception', functionCode: 3, exceptionCode: 2 } },
    bytes: '01 83 02 C0 F1',
  },
  {
    direction: 'request',
    frame: {
      framing: 'tcp',
      transactionId: 1,
      unitId: 0x11,
      message: { kind: 'readRequest', functionCode: 3, start: 0x6b, count: 3 },
    },
    bytes: '00 01 00 00 00 06 11 03 00 6B 00 03',
  },
  {
    direction: 'reply',
    frame: {
      framing: 'tcp',
      transactionId: 1,
      unitId: 0x11,
      message: { kind: 'readReply', functionCode: 3, values: [0x022b, 0, 0x64] },
    },
    bytes: '00 01 00 00 00 09 11 03 06 02 2B 00 00 00 64',
  },
  {
    direction: 'reply',
    frame: {
      framing: 'tcp',
      transactionId: 1,
      unitId: 0x11,
      message: { kind: 'exception', functionCode: 3, exceptionCode: 2 },
    },
    bytes: '00 01 00 00 00 03 11 83 02',
  },
  {
    direction: 'reply',
    frame: {
      framing: 'tcp',
      transactionId: 7,
      unitId: 1,
      message: { kind: 'writeMultipleReply', start: 1, count: 2 },
    },
    bytes: '00 07 00 00 00 06 01 10 00 01 00 02',
  },
  {
    direction: 'reply',
    frame: {
      framing: 'tcp',
      transactionId: 2,
      unitId: 1,
      message: { kind: 'readReply', functionCode: 4, values: [10] },
    },
    bytes: '00 02 00 00 00 05 01 04 02 00 0A',
  },
];

describe('Modbus frames', () => {
  it.each(published)('encodes and decodes $bytes', ({ frame, direction, bytes }) => {
    expect(hex(frame)).toBe(bytes);
    expect(decode(bytes, frame.framing, direction)).toEqual(frame);
  });

  it('explains a request byte by byte', () => {
    const rows = explainFrame(hexToBytes('01 10 00 01 00 02 04 00 0A 01 02 92 30'), 'rtu', 'request');
    expect(
      rows.map(({ offset, name, bytes, value, index }) => [offset, name, bytesToHex(bytes), value, index]),
    ).toEqual([
      [0, 'unitId', '01', 1, undefined],
      [1, 'functionCode', '10', 16, undefined],
      [2, 'startAddress', '00 01', 1, undefined],
      [4, 'quantity', '00 02', 2, undefined],
      [6, 'byteCount', '04', 4, undefined],
      [7, 'registerValue', '00 0A', 10, 0],
      [9, 'registerValue', '01 02', 258, 1],
      [11, 'crc', '92 30', 0x3092, undefined],
    ]);
  });

  it('explains the MBAP header of a TCP frame', () => {
    const rows = explainFrame(hexToBytes('00 01 00 00 00 03 11 83 02'), 'tcp', 'reply');
    expect(rows.map(({ offset, name, value }) => [offset, name, value])).toEqual([
      [0, 'transactionId', 1],
      [2, 'protocolId', 0],
      [4, 'length', 3],
      [6, 'unitId', 0x11],
      [7, 'functionCode', 0x83],
      [8, 'exceptionCode', 2],
    ]);
  });

  it.each([
    {
      bytes: '01 03 00 00 00 0A C5 CE',
      framing: 'rtu',
      failure: { reason: 'badCrc', expected: 0xcdc5, received: 0xcec5 },
    },
    { bytes: '01 03 C5', framing: 'rtu', failure: { reason: 'tooShort', minimum: 4, actual: 3 } },
    {
      bytes: '00 01 00 00 00 06 11 03 00 6B 00',
      framing: 'tcp',
      failure: { reason: 'mbapLength', declared: 6, actual: 5 },
    },
    {
      bytes: '00 01 00 01 00 06 11 03 00 6B 00 03',
      framing: 'tcp',
      failure: { reason: 'protocolId', value: 1 },
    },
    {
      bytes: '00 01 00 00 00 06 11 05 00 6B FF 00',
      framing: 'tcp',
      failure: { reason: 'unknownFunction', functionCode: 5 },
    },
    {
      bytes: '00 01 00 00 00 05 11 03 00 6B 00',
      framing: 'tcp',
      failure: { reason: 'pduLength', functionCode: 3, expected: 5, actual: 4 },
    },
    {
      bytes: '00 01 00 00 00 06 11 03 00 6B 00 7E',
      framing: 'tcp',
      failure: { reason: 'quantity', count: 126, max: 125 },
    },
    {
      bytes: '00 01 00 00 00 06 11 04 FF FF 00 02',
      framing: 'tcp',
      failure: { reason: 'addressOverflow', start: 0xffff, count: 2 },
    },
    {
      bytes: '00 01 00 00 00 0A 01 10 00 01 00 02 03 00 0A 01',
      framing: 'tcp',
      failure: { reason: 'byteCount', declared: 3, expected: 4 },
    },
  ] as const)('a request $bytes is refused: $failure.reason', ({ bytes, framing, failure }) => {
    expect(failureOf(() => decode(bytes, framing, 'request'))).toEqual(failure);
  });

  it('refuses replies whose byte count does not fit their data', () => {
    expect(failureOf(() => decode('00 01 00 00 00 06 11 03 03 02 2B 00', 'tcp', 'reply'))).toEqual({
      reason: 'byteCount',
      declared: 3,
      expected: 4,
    });
    expect(failureOf(() => decode('00 01 00 00 00 07 11 03 06 02 2B 00 00', 'tcp', 'reply'))).toEqual({
      reason: 'pduLength',
      functionCode: 3,
      expected: 8,
      actual: 6,
    });
  });

  it('refuses to encode values the protocol cannot carry, saying which', () => {
    const rtu =
      (message: TFrame['message'], unitId = 1) =>
      () =>
        encodeFrame({ framing: 'rtu', unitId, message });
    expect(failureOf(rtu({ kind: 'readRequest', functionCode: 3, start: 0, count: 0 }))).toEqual({
      reason: 'quantity',
      count: 0,
      max: 125,
    });
    expect(
      failureOf(
        rtu({ kind: 'writeMultipleRequest', start: 0, values: Array.from({ length: 124 }, () => 0) }),
      ),
    ).toEqual({
      reason: 'quantity',
      count: 124,
      max: 123,
    });
    expect(failureOf(rtu({ kind: 'writeSingle', address: 1, value: 0x10000 }))).toEqual({
      reason: 'outOfRange',
      field: 'value',
      value: 0x10000,
    });
    expect(failureOf(rtu({ kind: 'writeSingle', address: 1, value: 1 }, 256))).toEqual({
      reason: 'outOfRange',
      field: 'unitId',
      value: 256,
    });
    expect(() =>
      encodeFrame({
        framing: 'rtu',
        unitId: 1,
        message: { kind: 'readRequest', functionCode: 3, start: 0, count: 126 },
      }),
    ).toThrow('A quantity of 126 registers is outside 1 to 125');
  });
});
