import { describe, expect, it } from 'vitest';
import {
  asciiToBytes,
  binaryToBytes,
  bytesToAscii,
  bytesToBinary,
  bytesToHex,
  ConversionError,
  hexToBytes,
} from './conversions.ts';

const failureOf = (convert: () => unknown) => {
  try {
    convert();
  } catch (error) {
    if (error instanceof ConversionError) return error.failure;
    throw error;
  }
  return undefined;
};

describe('hex, binary and ASCII conversions', () => {
  it('reads hex with or without spaces, either case, and writes upper-case pairs', () => {
    expect([...hexToBytes('01 03 0a ff')]).toEqual([1, 3, 10, 255]);
    expect(bytesToHex(hexToBytes('01030aFF'))).toBe('01 03 0A FF');
  });

  it('converts binary both ways, eight bits a byte, spaces stripped', () => {
    expect([...binaryToBytes('0000 0001 1111 1111')]).toEqual([1, 255]);
    expect(bytesToBinary([1, 255])).toBe('00000001 11111111');
  });

  it('converts ASCII both ways: "ABCD" is 41 42 43 44', () => {
    expect(bytesToHex(asciiToBytes('ABCD'))).toBe('41 42 43 44');
    expect(bytesToAscii(hexToBytes('31 32 33'))).toBe('123');
  });

  it('says what is wrong with the input', () => {
    expect(failureOf(() => hexToBytes('01 0G'))).toEqual({ reason: 'illegal' });
    expect(failureOf(() => hexToBytes(''))).toEqual({ reason: 'illegal' });
    expect(failureOf(() => hexToBytes('ABC'))).toEqual({ reason: 'oddHexDigits', digits: 3 });
    expect(failureOf(() => binaryToBytes('0102'))).toEqual({ reason: 'illegal' });
    expect(failureOf(() => binaryToBytes('1 0101'))).toEqual({ reason: 'partialByte', bits: 5 });
    expect(failureOf(() => asciiToBytes('größe'))).toEqual({ reason: 'illegal' });
    expect(failureOf(() => bytesToAscii(hexToBytes('41 0D 0A')))).toEqual({
      reason: 'notPrintable',
      offset: 1,
      byte: 0x0d,
    });
    expect(() => hexToBytes('ABC')).toThrow('3 hex digits do not make whole bytes (two digits a byte)');
  });
});
